import Foundation

extension View {
    /// Performs an action if the user presses a key on a hardware keyboard while the view has focus.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        annotated(".onKeyPress(\(String(reflecting: key.character)))")
    }
}

/// Information about a key press.
public struct KeyPress: Sendable {
    /// A result value returned from a key press action that indicates whether the action consumed the event.
    public enum Result: Sendable {
        case handled, ignored
    }
}
