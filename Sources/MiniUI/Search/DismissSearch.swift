import Foundation

/// An action that ends a search interaction.
public struct DismissSearchAction: Sendable {
    /// Dismisses the current search operation, if any. MiniUI has nothing to dismiss.
    @MainActor
    public func callAsFunction() {}
}
