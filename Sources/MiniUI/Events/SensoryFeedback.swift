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

    /// Plays the feedback the closure returns (none for `nil`) when the trigger value changes.
    nonisolated public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping () -> SensoryFeedback?
    ) -> some View {
        annotated(".sensoryFeedback")
    }

    /// Plays the specified feedback when the provided trigger value changes. MiniUI has no haptics.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        annotated(".sensoryFeedback(\(feedback.name))")
    }
}

/// Represents a type of haptic and/or audio feedback that can be played.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: ".success")
    public static let warning = SensoryFeedback(name: ".warning")
    public static let error = SensoryFeedback(name: ".error")
    public static let selection = SensoryFeedback(name: ".selection")
    public static let increase = SensoryFeedback(name: ".increase")
    public static let decrease = SensoryFeedback(name: ".decrease")
    public static let start = SensoryFeedback(name: ".start")
    public static let stop = SensoryFeedback(name: ".stop")
    public static let alignment = SensoryFeedback(name: ".alignment")
    public static let levelChange = SensoryFeedback(name: ".levelChange")
    public static let impact = SensoryFeedback(name: ".impact")
    /// Indicates a drawn path has completed or been recognized (SwiftUI 17.5+).
    public static let pathComplete = SensoryFeedback(name: ".pathComplete")

    /// An impact with a weight and intensity.
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: ".impact(weight: \(weight.name), intensity: \(Renderer.number(CGFloat(intensity))))")
    }

    /// An impact between objects of a flexibility, with an intensity.
    public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(
            name: ".impact(flexibility: \(flexibility.name), intensity: \(Renderer.number(CGFloat(intensity))))")
    }

    /// The weight of an impact.
    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: ".light")
        public static let medium = Weight(name: ".medium")
        public static let heavy = Weight(name: ".heavy")
    }

    /// The flexibility of the objects an impact is between.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        /// A collision between hard or inflexible objects.
        public static let rigid = Flexibility(name: ".rigid")
        /// A collision between solid objects of medium flexibility.
        public static let solid = Flexibility(name: ".solid")
        /// A collision between soft or flexible objects.
        public static let soft = Flexibility(name: ".soft")
    }
}
