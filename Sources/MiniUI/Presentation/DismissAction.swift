/// An action that dismisses a presentation: the sheet or pushed screen the view is in.
///
/// ```swift
/// struct EditRecipe: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View {
///         Button("Done") { dismiss() }
///     }
/// }
/// ```
public struct DismissAction {
    let target: DismissTarget?

    /// Dismisses the view if it is currently presented; outside a presentation it does nothing.
    @MainActor
    public func callAsFunction() {
        target?.action()
    }
}

extension DismissAction: Sendable {}

/// What dismissing a given presentation does; one per presentation, kept by the host so the
/// environment that holds it stays the same from one update to the next.
final class DismissTarget: @unchecked Sendable {
    // Written and called on the main thread only (see `MainThread`).
    nonisolated(unsafe) var action: @MainActor () -> Void = {}
}

/// Builds presented content (a sheet, an alert, a pushed screen) as a node of its own below a line
/// that names it, with a `dismiss` action in its environment.
enum Presentation {
    @MainActor
    static func node<Content: View>(
        _ label: String, _ content: Content, in context: BuildContext, dismiss: @escaping @MainActor () -> Void
    ) -> [Node] {
        let node = context.host.node(.generic, label, in: context)
        let target =
            context.host.storedValue(for: node.identity + "#dismiss") { DismissTarget() }.value as! DismissTarget
        target.action = dismiss
        var inner = context.inside(node)
        inner.environment.dismiss = DismissAction(target: target)
        inner.environment.isPresented = true
        node.children = context.host.makeNodes(for: content, in: inner)
        node.controls.dismiss = dismiss
        node.isAttachment = true
        return [node]
    }
}

/// An indication whether a view is currently presented by another view: the older form of
/// `\.dismiss`, read through `@Environment(\.presentationMode)`.
@available(iOS, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
@available(macOS, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
public struct PresentationMode {
    let target: DismissTarget?

    /// Indicates whether a view is currently presented.
    public let isPresented: Bool

    /// Dismisses the view if it is currently presented.
    public mutating func dismiss() {
        guard let target else { return }
        MainThread.run { target.action() }
    }
}

extension EnvironmentValues {
    /// A binding to the current presentation mode of the view associated with this environment.
    @available(iOS, deprecated: 100000.0, message: "Use isPresented or dismiss")
    @available(macOS, deprecated: 100000.0, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode(target: dismiss.target, isPresented: isPresented))
    }
}
