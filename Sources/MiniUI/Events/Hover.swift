import Foundation

/// An effect applied when the pointer hovers over a view.
public struct HoverEffect: Sendable {
    let name: String
    /// An effect that attempts to determine the effect automatically.
    public static let automatic = HoverEffect(name: ".automatic")
    /// An effect that morphs the pointer into a platter behind the view.
    public static let highlight = HoverEffect(name: ".highlight")
    /// An effect that slides the pointer under the view and disappears.
    public static let lift = HoverEffect(name: ".lift")
}

extension View {
    /// Applies a hover effect to this view. No pointer in MiniUI.
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        annotated(".hoverEffect(\(effect.name))")
    }

    /// Adds an action to perform when the user moves the pointer over or away from the view's frame.
    /// No pointer in MiniUI: the action never runs.
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        annotated(".onHover")
    }
}
