import Foundation

extension View {
    /// Applies the given animation to this view when the specified value changes.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        annotated(".animation(\(animation?.name ?? "nil"))")
    }
}

/// The way a view changes over time to create a smooth visual transition from one state to another.
/// MiniUI does not animate: changes take effect at once.
public struct Animation: Hashable, Sendable {
    let name: String

    public static let `default` = Animation(name: ".default")
    public static let linear = Animation(name: ".linear")
    public static let easeIn = Animation(name: ".easeIn")
    public static let easeOut = Animation(name: ".easeOut")
    public static let easeInOut = Animation(name: ".easeInOut")
    public static let spring = Animation(name: ".spring")
    public static let bouncy = Animation(name: ".bouncy")
    public static let smooth = Animation(name: ".smooth")

    public static func easeInOut(duration: Double) -> Animation { Animation(name: ".easeInOut") }
    public static func linear(duration: Double) -> Animation { Animation(name: ".linear") }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation(name: ".spring")
    }
}

/// Returns the result of recomputing the view's body with the provided animation. MiniUI runs
/// `body` at once.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension Animation {
    /// A spring animation with a predefined duration and small amount of bounce that feels more snappy.
    public static let snappy = Animation(name: ".snappy")

    /// A snappy spring animation with the given duration and extra bounce.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: ".snappy")
    }

    /// A smooth spring animation with the given duration and extra bounce.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: ".smooth")
    }
}

extension View {
    /// Applies the given animation to all animatable values within this view.
    @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(macOS, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
    nonisolated public func animation(_ animation: Animation?) -> some View {
        annotated(".animation(\(animation?.name ?? "nil"))")
    }
}

extension Animation {
    public static func easeIn(duration: Double) -> Animation { Animation(name: ".easeIn") }
    public static func easeOut(duration: Double) -> Animation { Animation(name: ".easeOut") }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: ".spring")
    }
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation(name: ".interpolatingSpring")
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: ".bouncy")
    }

    /// Repeats the animation for the lifespan of the view containing the animation.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(name: name + ".repeatForever()")
    }

    /// Repeats the animation for a specific number of times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(name: name + ".repeatCount(\(repeatCount))")
    }

    /// Delays the start of the animation by the specified number of seconds.
    public func delay(_ delay: Double) -> Animation {
        Animation(name: name + ".delay(\(Renderer.number(CGFloat(delay))))")
    }

    /// Changes the duration of an animation by adjusting its speed.
    public func speed(_ speed: Double) -> Animation {
        Animation(name: name + ".speed(\(Renderer.number(CGFloat(speed))))")
    }
}

/// The criteria that determines when an animation is considered finished.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    /// The animation has logically completed, but may still be in its long tail.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// The entire animation is finished and will now be removed.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Returns the result of recomputing the view's body with the provided animation, and runs the
/// completion when all animations are complete. MiniUI runs `body`, then `completion`, at once.
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}
