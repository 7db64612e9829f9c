import Foundation

// Navigation transitions (SwiftUI 18): annotations, since MiniUI has no animation.

/// A type that defines the transition to use when navigating to a view.
public protocol NavigationTransition: Sendable {
    /// How the renderer writes the transition.
    var _name: String { get }
}

/// The default navigation transition.
public struct AutomaticNavigationTransition: NavigationTransition {
    public var _name: String { ".automatic" }
}

/// A navigation transition that zooms the appearing view from a given source view.
public struct ZoomNavigationTransition: NavigationTransition {
    let sourceID: String
    public var _name: String { ".zoom(sourceID: \(sourceID))" }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The default navigation transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A navigation transition that zooms the appearing view from a given source view.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: String(reflecting: sourceID))
    }
}

extension View {
    /// Sets the navigation transition style for this view.
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View {
        annotated(".navigationTransition(\(style._name))")
    }

    /// Identifies this view as the source of a navigation transition, such as a zoom transition.
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        annotated(".matchedTransitionSource(id: \(String(reflecting: id)))")
    }
}
