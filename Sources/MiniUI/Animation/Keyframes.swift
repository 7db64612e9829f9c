import Foundation

// Keyframe animation (SwiftUI 17+). MiniUI has no animation: a keyframe animator shows its content at the
// initial value and keyframes are never played.

/// A curve that maps a unit progress value to a unit output value.
public struct UnitCurve: Hashable, Sendable {
    let name: String
    public static let linear = UnitCurve(name: ".linear")
    public static let easeIn = UnitCurve(name: ".easeIn")
    public static let easeOut = UnitCurve(name: ".easeOut")
    public static let easeInOut = UnitCurve(name: ".easeInOut")
    public static let circularEaseIn = UnitCurve(name: ".circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: ".circularEaseOut")
    public static let circularEaseInOut = UnitCurve(name: ".circularEaseInOut")
    /// Creates a new curve using bezier control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(name: ".bezier")
    }
}

/// A representation of a spring's motion.
public struct Spring: Hashable, Sendable {
    /// The duration of the spring.
    public var duration: TimeInterval
    /// How bouncy the spring is.
    public var bounce: Double

    /// Creates a spring with the specified duration and bounce.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.duration = duration
        self.bounce = bounce
    }

    /// A smooth spring with a predefined duration and no bounce.
    public static var smooth: Spring { Spring() }
    /// A spring with a predefined duration and small amount of bounce that feels more snappy.
    public static var snappy: Spring { Spring(bounce: 0.15) }
    /// A spring with a predefined duration and higher amount of bounce.
    public static var bouncy: Spring { Spring(bounce: 0.3) }

    // The conversions below are those of a damped harmonic oscillator of mass 1: the kit's own model of how the
    // parameters relate, not a reading of SwiftUI's implementation.

    /// Creates a spring with the specified response and damping ratio.
    public init(response: Double, dampingRatio: Double) {
        duration = response
        bounce = dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }

    /// Creates a spring with the specified mass, stiffness, and damping.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        self.init(
            response: 2 * Double.pi * (mass / stiffness).squareRoot(),
            dampingRatio: allowOverDamping ? ratio : min(ratio, 1))
    }

    /// A smooth spring with a predefined duration and no bounce that can be tuned.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a predefined duration and small amount of bounce that feels more snappy and can be tuned.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a predefined duration and higher amount of bounce that can be tuned.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The stiffness of the spring, defined as an approximate duration in seconds.
    public var response: Double { duration }

    /// The amount of drag applied, as a fraction of the amount needed to produce critical damping.
    public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

    /// The mass of the object attached to the end of the spring: 1 in MiniUI's model.
    public var mass: Double { 1 }

    /// The spring stiffness coefficient.
    public var stiffness: Double { pow(2 * Double.pi / response, 2) }

    /// Defines how the spring's motion should be damped due to the forces of friction.
    public var damping: Double { 4 * Double.pi * dampingRatio / response }
}

/// A group of keyframes that define an interpolation curve of an animatable value.
public protocol KeyframeTrackContent<Value> {
    /// The animatable value the keyframes go to.
    associatedtype Value: Animatable
}

/// A keyframe that uses simple linear interpolation.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value and timestamp.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe that uses a spring function to interpolate to the given value.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value and timestamp.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value and timestamp.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe that immediately moves to the given value without interpolating.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value.
    public init(_ to: Value) {}
}

/// MiniUI's own: the keyframes of a track, of one value type.
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent {}

/// The builder that creates keyframe track content from the keyframes that you define within a closure.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeSequence<Value>
    where K.Value == Value {
        _KeyframeSequence()
    }

    public static func buildBlock(_ components: _KeyframeSequence<Value>...) -> _KeyframeSequence<Value> {
        _KeyframeSequence()
    }

    public static func buildArray(_ components: [_KeyframeSequence<Value>]) -> _KeyframeSequence<Value> {
        _KeyframeSequence()
    }

    public static func buildOptional(_ component: _KeyframeSequence<Value>?) -> _KeyframeSequence<Value> {
        _KeyframeSequence()
    }

    public static func buildEither(first component: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> {
        _KeyframeSequence()
    }

    public static func buildEither(second component: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> {
        _KeyframeSequence()
    }
}

/// A type that defines changes to a value over time.
public protocol Keyframes<Value> {
    /// The type of value animated by this keyframes type.
    associatedtype Value
}

/// A sequence of keyframes animating a single property of a root type.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes

where Content.Value == Value {
    /// Creates an instance that animates the entire value from the root of the key path.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {}

    /// Creates an instance that animates the property of the root value at the given key path.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}

    public typealias Value = Root
}

/// MiniUI's own: the keyframes of an animator, of one root type.
public struct _KeyframesGroup<Value>: Keyframes {}

/// A builder that combines keyframe content values into a single value.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ expression: K) -> _KeyframesGroup<Value> where K.Value == Value {
        _KeyframesGroup()
    }

    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframesGroup<Value>
    where K.Value == Value {
        _KeyframesGroup()
    }

    public static func buildBlock(_ components: _KeyframesGroup<Value>...) -> _KeyframesGroup<Value> {
        _KeyframesGroup()
    }

    public static func buildOptional(_ component: _KeyframesGroup<Value>?) -> _KeyframesGroup<Value> {
        _KeyframesGroup()
    }

    public static func buildEither(first component: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> {
        _KeyframesGroup()
    }

    public static func buildEither(second component: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> {
        _KeyframesGroup()
    }
}

/// A container that animates its content with keyframes. MiniUI shows the content at the initial value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View> where KeyframePath.Value == Value {
    let content: Content

    /// Plays the given keyframes when the given trigger value changes, updating the view using the
    /// modifiers you apply in `body`.
    nonisolated public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.content = content(initialValue)
    }

    /// Loops the given keyframes continuously, updating the view using the modifiers you apply in `body`.
    nonisolated public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.content = content(initialValue)
    }
}

extension KeyframeAnimator: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension KeyframeAnimator: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("KeyframeAnimator", [], content, in: context)
    }
}

extension View {
    /// Plays the given keyframes when the given trigger value changes, updating the view using the
    /// modifiers you apply in `content`. MiniUI shows the initial value.
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        content(placeholder(), initialValue)
    }

    /// Loops the given keyframes continuously, updating the view using the modifiers you apply in
    /// `content`. MiniUI shows the initial value.
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        content(placeholder(), initialValue)
    }
}

/// A description of how a value changes over time, modeled using keyframes.
///
/// MiniUI plays no keyframes: a timeline's value is its initial value at every time, and its duration is zero.
public struct KeyframeTimeline<Value> {
    let initialValue: Value

    /// Creates a new instance using the initial value and content that you provide.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
    }

    /// The duration of the content in seconds.
    public var duration: TimeInterval { 0 }

    /// Returns the interpolated value at the given time.
    public func value(time: Double) -> Value { initialValue }

    /// Returns the interpolated value at the given progress in the range zero to one.
    public func value(progress: Double) -> Value { initialValue }
}
