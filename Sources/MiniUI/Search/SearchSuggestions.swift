import Foundation

extension View {
    /// Configures the search suggestions for this view; MiniUI lists them below it.
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(LayerModifier(name: "searchSuggestions", layer: suggestions()))
    }

    /// Associates a fully formed string with the value of this view when used as a search suggestion.
    nonisolated public func searchCompletion(_ completion: String) -> some View {
        annotated(".searchCompletion(\(String(reflecting: completion)))")
    }

    /// Associates a fully formed search token with a view, for the search suggestions of a searchable view that
    /// takes tokens.
    nonisolated public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        annotated(".searchCompletion(token: \(String(describing: token.id)))")
    }
}
