import Foundation

// Custom animations (SwiftUI 17+): the protocol an app conforms to, the context and state it is given. MiniUI
// plays no animation, so `animate(value:time:context:)` is never called; `Animation(_:)` shows the type's name.

/// A type that defines how an animatable value changes over time.
@preconcurrency
public protocol CustomAnimation: Hashable, Sendable {
    /// Calculates the value of the animation at the specified time.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// Calculates the velocity of the animation at a specified time.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Determines whether an instance of the animation can merge with other instance of the same type.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}

/// A key for accessing animation state values.
public protocol AnimationStateKey {
    /// The associated type representing the type of the animation state key's value.
    associatedtype Value
    /// The default value for the animation state key.
    static var defaultValue: Value { get }
}

/// A container that stores the state for a custom animation.
public struct AnimationState<Value: VectorArithmetic> {
    var values: [ObjectIdentifier: Any] = [:]

    /// Creates an empty animation state.
    public init() {}

    /// Accesses the state for a custom key.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// Contextual values that a custom animation can use to manage state and access a view's environment.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The current state of a custom animation.
    public var state: AnimationState<Value>
    /// Set this to `true` to indicate that an animation is logically complete.
    public var isLogicallyComplete: Bool
    /// The current environment of the view that created the custom animation: MiniUI's default environment.
    public var environment: EnvironmentValues { EnvironmentValues() }

    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
    }

    /// Creates a new context from another one with a state that you provide.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete)
    }
}

extension Animation {
    /// Create an `Animation` that contains the specified custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        self.init(name: "Animation(\(A.self))")
    }

    /// Causes the animation to report logical completion after the specified duration, if it has not already
    /// logically completed.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(name: name + ".logicallyComplete(after: \(Renderer.number(CGFloat(duration))))")
    }

    /// An animation with a specified duration that combines the behaviors of in and out easing animations,
    /// shaped by a cubic Bézier curve of the two control points given.
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        Animation(name: ".timingCurve")
    }

    /// Creates a new animation with speed controlled by the given curve.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(name: ".timingCurve")
    }

    /// A persistent spring animation with the given duration and bounce.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
        Animation(name: ".interpolatingSpring")
    }

    /// A persistent spring animation from a `Spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(name: ".interpolatingSpring")
    }

    /// A persistent spring animation with the default duration and bounce.
    public static var interpolatingSpring: Animation { Animation(name: ".interpolatingSpring") }

    /// A spring animation from a `Spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(name: ".spring")
    }

    /// A convenience for a spring animation with a lower response value, normally used with interactive views.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation(name: ".interactiveSpring")
    }

    /// A convenience for a spring animation with a lower duration, normally used with interactive views.
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        Animation(name: ".interactiveSpring")
    }

    /// A spring animation with a lower response value, normally used with interactive views.
    public static var interactiveSpring: Animation { Animation(name: ".interactiveSpring") }
}

extension Animation {
    /// Calculates the current value of the animation: MiniUI plays no animation, so every animation has already
    /// finished (`nil`), and a custom animation that delegates to a base animation finishes with it.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        nil
    }

    /// Calculates the current velocity of the animation: `nil` in MiniUI, as nothing moves.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Returns whether the animation should merge with a previous one: never in MiniUI.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}
