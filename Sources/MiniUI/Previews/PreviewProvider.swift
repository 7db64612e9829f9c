extension View {
    /// Sets a user visible name for this preview.
    nonisolated public func previewDisplayName(_ value: String?) -> some View {
        self
    }
}

/// A type that produces view previews in Xcode. MiniUI never runs previews; they compile.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View

    /// A collection of views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
