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
    ///
    /// The action is `@Sendable`, as Apple's page declares it, and inherits the actor context it is written in
    /// (`@_inheritActorContext`, as `.task`'s does; documentation pages show no underscored attribute, and
    /// SwiftUI's interface in the 26 SDKs declares it): written in a view's body, it runs on the main actor and
    /// may set the view's state.
    nonisolated public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void)
        -> some View
    {
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
