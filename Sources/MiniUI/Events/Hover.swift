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

/// The current hovering state and value of the pointer.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer's location moved to the specified point within the view.
    case active(CGPoint)
    /// The pointer exited the view.
    case ended
}

extension View {
    /// Adds an action to perform when the pointer enters, moves within, and exits the view's bounds. No
    /// pointer in MiniUI: the action never runs.
    nonisolated public func onContinuousHover(
        coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        annotated(".onContinuousHover")
    }

    /// Adds an action to perform when the pointer enters, moves within, and exits the view's bounds, with
    /// locations in a resolved coordinate space (iOS 16's form). No pointer in MiniUI: the action never runs.
    @_disfavoredOverload
    nonisolated public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        annotated(".onContinuousHover")
    }
}
