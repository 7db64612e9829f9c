// `#Preview`, `@Previewable` and `@Entry`, with SwiftUI's (and DeveloperToolsSupport's) declarations. They are
// expanded by MiniUI's own macro program (Sources/MiniUIMacros), as SwiftUI's are by Xcode's: a preview becomes
// a type that makes a `Preview` from the arguments and closure written, so both are type-checked; MiniUI
// never shows it (`swift run puzzles preview` draws the exercises' screens instead).

/// Creates a preview of a SwiftUI view.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "MiniUIMacros", type: "PreviewMacro")

/// Creates a preview of a SwiftUI view using the specified traits.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "MiniUIMacros", type: "PreviewMacro")

/// Tag allowing a dynamic property to appear inline in a preview.
@attached(peer)
public macro Previewable() = #externalMacro(module: "MiniUIMacros", type: "PreviewableMacro")

/// Creates an environment values, transaction, container values, or focused values entry.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "MiniUIMacros", type: "EntryMacro")

/// A base type that preview macros use to create previews.
@MainActor
public struct Preview {
    /// The name shown for the preview, if any.
    public let name: String?
    let content: () -> any View

    /// Creates a preview of a SwiftUI view.
    public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.content = body
    }

    /// The traits a preview of a view can have.
    public enum ViewTraits {}
}

/// A type that registers a preview (what a `#Preview` expands to).
@MainActor
public protocol _PreviewRegistry {
    /// The preview the macro declared.
    static func makePreview() -> Preview
}

/// A trait that customizes the appearance of a preview.
public struct PreviewTrait<T>: Sendable {
    let description: String
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Preview the view at its size that fits, with no device around it.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(description: "sizeThatFitsLayout") }
    /// Preview the view in a device's screen.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(description: "defaultLayout") }
    /// Preview the view in a container of a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(description: "fixedLayout(\(width), \(height))")
    }
    /// Preview the view in portrait orientation.
    public static var portrait: PreviewTrait<T> { PreviewTrait(description: "portrait") }
    /// Preview the view in portrait orientation, upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(description: "portraitUpsideDown") }
    /// Preview the view in landscape, the device turned left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(description: "landscapeLeft") }
    /// Preview the view in landscape, the device turned right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(description: "landscapeRight") }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Attach a `PreviewModifier` to the preview; several compose in the order given.
    @MainActor public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        PreviewTrait(description: "modifier(\(type(of: modifier)))")
    }
}

/// A type that defines an environment in which previews can appear: a shared context, made once and cached,
/// and a body that applies it to each preview. MiniUI never runs previews, so neither is ever called.
@MainActor
public protocol PreviewModifier {
    /// The type of the shared context.
    associatedtype Context = Void
    /// The type of view the modifier makes of a preview.
    associatedtype Body: View
    /// The type-erased content of a preview.
    typealias Content = PreviewModifierContent

    /// Create shared context to apply to previews.
    @MainActor static func makeSharedContext() async throws -> Self.Context

    /// Modify a preview by applying the shared context.
    @ViewBuilder @MainActor func body(content: Self.Content, context: Self.Context) -> Self.Body
}

/// The type-erased content of a preview.
public struct PreviewModifierContent: Sendable {
    nonisolated init() {}
}

extension PreviewModifierContent: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    func makeNodes(in context: BuildContext) -> [Node] { [] }
}
