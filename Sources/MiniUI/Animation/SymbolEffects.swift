import Foundation

// Symbol effects (iOS 17 and 18): the Symbols framework's types, which SwiftUI code sees through `import SwiftUI`,
// and SwiftUI's modifiers and transitions that take them. One type per effect, each conforming to the kinds of
// effect Apple's documentation gives it, so that `.symbolEffect(.appear, value: count)` is refused (an appear
// effect is not discrete) and `.symbolEffect(.bounce, isActive: on)` compiles (a bounce is indefinite since
// iOS 18). MiniUI animates nothing: an effect is shown by the name it is written with, `.bounce.up.byLayer`.

/// A presentation effect that you apply to a symbol-based image.
public protocol SymbolEffect: Hashable, Sendable {
    /// How the renderer names the effect: `.bounce.up`. MiniUI's own.
    var _name: String { get }
}

/// An effect that performs a transient animation.
public protocol DiscreteSymbolEffect {}

/// An animation that continually affects a symbol until it's disabled or removed.
public protocol IndefiniteSymbolEffect {}

/// An effect that animates a symbol in or out.
public protocol TransitionSymbolEffect {}

/// An effect that animates between symbols or different configurations of the same symbol.
public protocol ContentTransitionSymbolEffect {}

/// The effects' shared way of making a copy with one more configuration word in their name.
protocol NamedSymbolEffect: SymbolEffect {
    init(_name: String)
}

extension NamedSymbolEffect {
    func adding(_ word: String) -> Self { Self(_name: _name + "." + word) }
}

/// A symbol effect that makes the layers of a symbol-based image appear separately or as a whole.
public struct AppearSymbolEffect: SymbolEffect, NamedSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public let _name: String
    init(_name: String) { self._name = _name }
    /// A copy of the effect that scales up as it appears.
    public var up: AppearSymbolEffect { adding("up") }
    /// A copy of the effect that scales down as it appears.
    public var down: AppearSymbolEffect { adding("down") }
    /// A copy of the effect that animates each layer separately.
    public var byLayer: AppearSymbolEffect { adding("byLayer") }
    /// A copy of the effect that animates all layers at once.
    public var wholeSymbol: AppearSymbolEffect { adding("wholeSymbol") }
}

/// A symbol effect that makes the layers of a symbol-based image disappear separately or as a whole.
public struct DisappearSymbolEffect: SymbolEffect, NamedSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public let _name: String
    init(_name: String) { self._name = _name }
    /// A copy of the effect that scales up as it disappears.
    public var up: DisappearSymbolEffect { adding("up") }
    /// A copy of the effect that scales down as it disappears.
    public var down: DisappearSymbolEffect { adding("down") }
    /// A copy of the effect that animates each layer separately.
    public var byLayer: DisappearSymbolEffect { adding("byLayer") }
    /// A copy of the effect that animates all layers at once.
    public var wholeSymbol: DisappearSymbolEffect { adding("wholeSymbol") }
}

/// A symbol effect that applies a transitory scaling, a bounce, to the layers of a symbol-based image.
public struct BounceSymbolEffect: SymbolEffect, NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let _name: String
    init(_name: String) { self._name = _name }
    /// A copy of the effect that bounces up.
    public var up: BounceSymbolEffect { adding("up") }
    /// A copy of the effect that bounces down.
    public var down: BounceSymbolEffect { adding("down") }
    /// A copy of the effect that animates each layer separately.
    public var byLayer: BounceSymbolEffect { adding("byLayer") }
    /// A copy of the effect that animates all layers at once.
    public var wholeSymbol: BounceSymbolEffect { adding("wholeSymbol") }
}

/// A symbol effect that fades the opacity of some or all layers of a symbol-based image.
public struct PulseSymbolEffect: SymbolEffect, NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let _name: String
    init(_name: String) { self._name = _name }
    /// A copy of the effect that animates each layer separately.
    public var byLayer: PulseSymbolEffect { adding("byLayer") }
    /// A copy of the effect that animates all layers at once.
    public var wholeSymbol: PulseSymbolEffect { adding("wholeSymbol") }
}

/// A symbol effect that scales the layers of a symbol-based image separately or as a whole.
public struct ScaleSymbolEffect: SymbolEffect, NamedSymbolEffect, IndefiniteSymbolEffect {
    public let _name: String
    init(_name: String) { self._name = _name }
    /// A copy of the effect that scales up.
    public var up: ScaleSymbolEffect { adding("up") }
    /// A copy of the effect that scales down.
    public var down: ScaleSymbolEffect { adding("down") }
    /// A copy of the effect that animates each layer separately.
    public var byLayer: ScaleSymbolEffect { adding("byLayer") }
    /// A copy of the effect that animates all layers at once.
    public var wholeSymbol: ScaleSymbolEffect { adding("wholeSymbol") }
}

/// A symbol effect that replaces the opacity of variable layers of a symbol-based image in a repeatable sequence.
public struct VariableColorSymbolEffect: SymbolEffect, NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let _name: String
    init(_name: String) { self._name = _name }
    /// A copy of the effect that changes one layer at a time.
    public var iterative: VariableColorSymbolEffect { adding("iterative") }
    /// A copy of the effect that keeps each layer changed until every layer has changed.
    public var cumulative: VariableColorSymbolEffect { adding("cumulative") }
    /// A copy of the effect that plays forwards, then in reverse.
    public var reversing: VariableColorSymbolEffect { adding("reversing") }
    /// A copy of the effect that plays forwards only.
    public var nonReversing: VariableColorSymbolEffect { adding("nonReversing") }
    /// A copy of the effect that hides the inactive layers.
    public var hideInactiveLayers: VariableColorSymbolEffect { adding("hideInactiveLayers") }
    /// A copy of the effect that dims the inactive layers.
    public var dimInactiveLayers: VariableColorSymbolEffect { adding("dimInactiveLayers") }
}

/// A symbol effect that replaces the layers of one symbol-based image with those of another.
public struct ReplaceSymbolEffect: SymbolEffect, NamedSymbolEffect, ContentTransitionSymbolEffect {
    public let _name: String
    init(_name: String) { self._name = _name }
    /// A copy of the effect that scales the old symbol down and the new one up.
    public var downUp: ReplaceSymbolEffect { adding("downUp") }
    /// A copy of the effect that scales both symbols up.
    public var upUp: ReplaceSymbolEffect { adding("upUp") }
    /// A copy of the effect that removes the old symbol at once and scales the new one up.
    public var offUp: ReplaceSymbolEffect { adding("offUp") }
    /// A copy of the effect that animates each layer separately.
    public var byLayer: ReplaceSymbolEffect { adding("byLayer") }
    /// A copy of the effect that animates all layers at once.
    public var wholeSymbol: ReplaceSymbolEffect { adding("wholeSymbol") }

    /// The Magic Replace animation (iOS 18), with the effect to use where it cannot apply.
    public func magic(fallback: ReplaceSymbolEffect) -> ReplaceSymbolEffect.MagicReplace {
        MagicReplace(_name: _name + ".magic(fallback: \(fallback._name))")
    }

    /// A replace effect that animates the parts two symbols share, falling back to another replace effect.
    public struct MagicReplace: SymbolEffect, NamedSymbolEffect, ContentTransitionSymbolEffect {
        public let _name: String
        init(_name: String) { self._name = _name }
    }
}

/// The system's choice of symbol effect for a transition or a content transition, made from the context.
public struct AutomaticSymbolEffect: SymbolEffect, NamedSymbolEffect, ContentTransitionSymbolEffect,
    TransitionSymbolEffect
{
    public let _name: String
    init(_name: String) { self._name = _name }
}

/// A symbol effect that moves a symbol-based image back and forth, or rotates it back and forth (iOS 18).
public struct WiggleSymbolEffect: SymbolEffect, NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let _name: String
    init(_name: String) { self._name = _name }
    /// A copy of the effect that moves vertically, up first.
    public var up: WiggleSymbolEffect { adding("up") }
    /// A copy of the effect that moves vertically, down first.
    public var down: WiggleSymbolEffect { adding("down") }
    /// A copy of the effect that moves horizontally, left first.
    public var left: WiggleSymbolEffect { adding("left") }
    /// A copy of the effect that moves horizontally, right first.
    public var right: WiggleSymbolEffect { adding("right") }
    /// A copy of the effect that moves horizontally, forward in the reading direction first.
    public var forward: WiggleSymbolEffect { adding("forward") }
    /// A copy of the effect that moves horizontally, backward in the reading direction first.
    public var backward: WiggleSymbolEffect { adding("backward") }
    /// A copy of the effect that rotates back and forth, clockwise first.
    public var clockwise: WiggleSymbolEffect { adding("clockwise") }
    /// A copy of the effect that rotates back and forth, counter-clockwise first.
    public var counterClockwise: WiggleSymbolEffect { adding("counterClockwise") }
    /// A copy of the effect that animates each layer separately.
    public var byLayer: WiggleSymbolEffect { adding("byLayer") }
    /// A copy of the effect that animates all layers at once.
    public var wholeSymbol: WiggleSymbolEffect { adding("wholeSymbol") }

    /// A copy of the effect that moves back and forth along an axis at an angle, in degrees clockwise from the
    /// positive x-axis.
    public func custom(angle: Double) -> WiggleSymbolEffect {
        WiggleSymbolEffect(_name: _name + ".custom(angle: \(Renderer.number(CGFloat(angle))))")
    }

    /// A copy of the effect that moves back and forth along an axis at an angle.
    public func custom(angle: Angle) -> WiggleSymbolEffect {
        custom(angle: angle.degrees)
    }
}

/// A symbol effect that rotates a symbol-based image, or its rotating layers (iOS 18).
public struct RotateSymbolEffect: SymbolEffect, NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let _name: String
    init(_name: String) { self._name = _name }
    /// A copy of the effect that rotates clockwise.
    public var clockwise: RotateSymbolEffect { adding("clockwise") }
    /// A copy of the effect that rotates counter-clockwise.
    public var counterClockwise: RotateSymbolEffect { adding("counterClockwise") }
    /// A copy of the effect that animates each layer separately.
    public var byLayer: RotateSymbolEffect { adding("byLayer") }
    /// A copy of the effect that animates all layers at once.
    public var wholeSymbol: RotateSymbolEffect { adding("wholeSymbol") }
}

/// A symbol effect that makes a symbol-based image grow and shrink smoothly, as if breathing (iOS 18).
public struct BreatheSymbolEffect: SymbolEffect, NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let _name: String
    init(_name: String) { self._name = _name }
    /// A copy of the effect that only scales.
    public var plain: BreatheSymbolEffect { adding("plain") }
    /// A copy of the effect that scales and fades.
    public var pulse: BreatheSymbolEffect { adding("pulse") }
    /// A copy of the effect that animates each layer separately.
    public var byLayer: BreatheSymbolEffect { adding("byLayer") }
    /// A copy of the effect that animates all layers at once.
    public var wholeSymbol: BreatheSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// An animation that makes the layers of a symbol-based image appear separately or as a whole.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect(_name: ".appear") }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// An animation that makes the layers of a symbol-based image disappear separately or as a whole.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect(_name: ".disappear") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// An animation that applies a transitory scaling effect, or bounce, to a symbol-based image.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect(_name: ".bounce") }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// An animation that fades the opacity of some or all layers in a symbol-based image.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect(_name: ".pulse") }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// An animation that scales the layers in a symbol-based image separately or as a whole.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(_name: ".scale") }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// An animation that replaces the opacity of variable layers in a symbol-based image in a repeatable sequence.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect(_name: ".variableColor") }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// An animation that replaces the layers of one symbol-based image with those of another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(_name: ".replace") }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The symbol effect the system chooses from the context.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect(_name: ".automatic") }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// An animation that applies a transitory translation or rotation to a symbol-based image (iOS 18).
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect(_name: ".wiggle") }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// An animation that rotates a symbol-based image (iOS 18).
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect(_name: ".rotate") }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// An animation that smoothly scales a symbol-based image up and down (iOS 18).
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect(_name: ".breathe") }
}

/// Options for configuring a symbol effect: how often it repeats and how fast it plays. MiniUI keeps them and
/// plays nothing.
public struct SymbolEffectOptions: Hashable, Sendable {
    let name: String

    /// The behaviour to use when an effect repeats (iOS 18).
    public struct RepeatBehavior: Hashable, Sendable {
        let name: String
        /// A behaviour that repeats indefinitely with periodic animations, starting and stopping each time.
        public static var periodic: RepeatBehavior { RepeatBehavior(name: ".periodic") }
        /// A behaviour that repeats indefinitely with continuous animations where the effect has them.
        public static var continuous: RepeatBehavior { RepeatBehavior(name: ".continuous") }
        /// A behaviour that plays a number of times (indefinitely when `nil`), with a delay between plays.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(name: ".periodic")
        }
    }

    /// The default options.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions(name: ".default") }
    /// Options that prefer to repeat indefinitely.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(name: ".repeating") }
    /// Options that prefer not to repeat.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(name: ".nonRepeating") }
    /// Options that prefer to play a number of times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(name: ".repeat") }
    /// Options with a preferred repeat behaviour (iOS 18).
    public static func `repeat`(_ behavior: SymbolEffectOptions.RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions(name: ".repeat(\(behavior.name))")
    }
    /// Options that play at a speed (1 is the effect's own).
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(name: ".speed") }

    /// A copy of the options that prefers to repeat indefinitely.
    public var repeating: SymbolEffectOptions { SymbolEffectOptions(name: name + ".repeating") }
    /// A copy of the options that prefers not to repeat.
    public var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(name: name + ".nonRepeating") }
    /// A copy of the options that prefers to play a number of times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(name: name + ".repeat") }
    /// A copy of the options with a preferred repeat behaviour (iOS 18).
    public func `repeat`(_ behavior: SymbolEffectOptions.RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions(name: name + ".repeat(\(behavior.name))")
    }
    /// A copy of the options that plays at a speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(name: name + ".speed") }
}

extension View {
    /// Returns a new view with a discrete symbol effect added to it, run each time `value` changes.
    nonisolated public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        annotated(".symbolEffect(\(effect._name))")
    }

    /// Returns a new view with an indefinite symbol effect added to it, active while `isActive` is true.
    nonisolated public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        annotated(".symbolEffect(\(effect._name))")
    }
}

/// A transition that applies the Appear or Disappear symbol animation to the symbol images of the view inserted
/// or removed. MiniUI shows it by name, `.symbolEffect(.appear.up)`.
public struct SymbolEffectTransition {
    let name: String

    /// Creates a transition from a transition symbol effect.
    public init<T: SymbolEffect & TransitionSymbolEffect>(effect: T, options: SymbolEffectOptions) {
        name = ".symbolEffect(\(effect._name))"
    }

    nonisolated init(name: String) { self.name = name }

    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension SymbolEffectTransition: Transition {}

extension Transition where Self == SymbolEffectTransition {
    /// A transition that applies the default symbol effect transition to the symbol images of the view.
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition(name: ".symbolEffect") }

    /// A transition that applies the effect given to the symbol images of the view.
    public static func symbolEffect<T: SymbolEffect & TransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}
