import Foundation

extension View {
    /// Configures the search scopes for this view.
    nonisolated public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, @ViewBuilder scopes: () -> S
    ) -> some View {
        modifier(LayerModifier(name: "searchScopes", layer: scopes()))
    }

    /// Configures the search scopes for this view, with the activation behaviour you specify.
    nonisolated public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        modifier(LayerModifier(name: "searchScopes", layer: scopes()))
    }
}

/// The activation style of a search scope.
public struct SearchScopeActivation: Sendable {
    let name: String
    public static let automatic = SearchScopeActivation(name: ".automatic")
    public static let onTextEntry = SearchScopeActivation(name: ".onTextEntry")
    public static let onSearchPresentation = SearchScopeActivation(name: ".onSearchPresentation")
}
