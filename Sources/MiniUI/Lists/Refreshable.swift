struct RefreshableModifier {
    let action: @Sendable () async -> Void
}

extension RefreshableModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        node.controls.refresh = action
        node.annotations.append(".refreshable")
    }
}

extension View {

    /// Marks this view as refreshable; in a ``ViewHost``, `await host.refresh()` pulls to refresh.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(RefreshableModifier(action: action))
    }
}
