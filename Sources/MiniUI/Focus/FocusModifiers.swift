import Foundation

extension View {
    /// Specifies if the view is focusable.
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View {
        annotated(".focusable(\(isFocusable))")
    }

    /// Defines a region of the window in which default focus is evaluated by assigning a value to a
    /// given focus state binding.
    nonisolated public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        annotated(".defaultFocus")
    }
}

/// Prioritizations for default focus preferences when evaluating where to move focus.
public struct DefaultFocusEvaluationPriority: Sendable {
    let name: String
    public static let automatic = DefaultFocusEvaluationPriority(name: ".automatic")
    public static let userInitiated = DefaultFocusEvaluationPriority(name: ".userInitiated")
}
