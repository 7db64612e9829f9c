import Foundation

// Phase animators (SwiftUI 17+). MiniUI has no animation: the content for the first phase is shown.

/// A container that animates its content by automatically cycling through a collection of phases that
/// you provide, each defining a discrete step within an animation. MiniUI has no animation: it shows the
/// content for the first phase.
public struct PhaseAnimator<Phase: Equatable, Content: View> {
    let content: Content

    /// Cycles through the given phases when the trigger value changes, updating the view using the
    /// modifiers you apply in `body`.
    nonisolated public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        guard let first = Array(phases).first else { fatalError("PhaseAnimator needs at least one phase") }
        self.content = content(first)
    }

    /// Cycles through the given phases continuously, updating the content using the view builder closure
    /// that you supply.
    nonisolated public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        guard let first = Array(phases).first else { fatalError("PhaseAnimator needs at least one phase") }
        self.content = content(first)
    }
}

extension PhaseAnimator: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension PhaseAnimator: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("PhaseAnimator", [], content, in: context)
    }
}

/// A placeholder used to construct an inline modifier, transition, or other helper type: the view the
/// modifier was applied to.
public struct PlaceholderContentView<Value> {
    let content: Value
}

extension PlaceholderContentView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension PlaceholderContentView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        guard let view = content as? any View else { return [] }
        return context.host.makeNodes(for: view, in: context)
    }
}

extension View {
    /// Cycles through the given phases when the trigger value changes, updating the view using the
    /// modifiers you apply in `content`. MiniUI shows the first phase.
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        guard let first = Array(phases).first else { fatalError("phaseAnimator needs at least one phase") }
        return content(placeholder(), first)
    }

    /// Cycles through the given phases continuously, updating the content using the view builder
    /// closure that you supply. MiniUI shows the first phase.
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        guard let first = Array(phases).first else { fatalError("phaseAnimator needs at least one phase") }
        return content(placeholder(), first)
    }

    nonisolated func placeholder() -> PlaceholderContentView<Self> {
        PlaceholderContentView(content: self)
    }
}
