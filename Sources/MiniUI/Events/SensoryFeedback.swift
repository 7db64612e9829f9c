import Foundation

extension View {
    /// Plays the specified feedback when the trigger value changes and the condition returns `true`.
    nonisolated public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        annotated(".sensoryFeedback(\(feedback.name))")
    }

    /// Plays the feedback the closure returns (none for `nil`) when the trigger value changes.
    nonisolated public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        annotated(".sensoryFeedback")
    }
}
