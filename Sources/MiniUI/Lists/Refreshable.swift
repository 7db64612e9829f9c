import Foundation

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

/// An action that initiates a refresh operation.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Initiates a refresh action.
    public func callAsFunction() async { await action() }
}

private struct RefreshKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
    /// A refresh action stored in a view's environment: `nil` in MiniUI, where `.refreshable` runs its
    /// action through `host.refresh()`.
    public var refresh: RefreshAction? { self[RefreshKey.self] }
}
