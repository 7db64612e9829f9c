import Foundation

extension View {
    /// Makes symbols within the view show a particular variant.
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
        annotated(".symbolVariant(\(variant.name))")
    }

    /// Returns a new view with a symbol effect added to it, run when `value` changes.
    nonisolated public func symbolEffect<T: SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        annotated(".symbolEffect(\(effect._name))")
    }

    /// Returns a new view with a symbol effect added to it, active while `isActive` is true.
    nonisolated public func symbolEffect<T: SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        annotated(".symbolEffect(\(effect._name))")
    }
}

/// A variant of a symbol.
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    public static let none = SymbolVariants(name: ".none")
    public static let fill = SymbolVariants(name: ".fill")
    public static let circle = SymbolVariants(name: ".circle")
    public static let square = SymbolVariants(name: ".square")
    public static let rectangle = SymbolVariants(name: ".rectangle")
    public static let slash = SymbolVariants(name: ".slash")

    /// A version of the variant filled.
    public var fill: SymbolVariants { SymbolVariants(name: name + ".fill") }
}

/// An effect that you can add to a symbol.
public protocol SymbolEffect: Sendable {
    /// How the renderer names the effect: `.bounce`.
    var _name: String { get }
}

/// A symbol effect: MiniUI names them and does not animate (SwiftUI has one type per effect).
public struct _NamedSymbolEffect: SymbolEffect {
    public let _name: String

    /// The effect applied upwards.
    public var up: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".up") }
    /// The effect applied downwards.
    public var down: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".down") }
    /// The effect applied to each layer in turn.
    public var byLayer: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".byLayer") }
    /// The effect applied to the whole symbol at once.
    public var wholeSymbol: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".wholeSymbol") }
}

extension SymbolEffect where Self == _NamedSymbolEffect {
    public static var bounce: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".bounce") }
    public static var pulse: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".pulse") }
    public static var variableColor: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".variableColor") }
    public static var scale: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".scale") }
    public static var wiggle: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".wiggle") }
    public static var rotate: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".rotate") }
    public static var breathe: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".breathe") }
    public static var appear: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".appear") }
    public static var disappear: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".disappear") }
}

/// Options for configuring a symbol effect.
public struct SymbolEffectOptions: Sendable {
    let name: String
    public static let `default` = SymbolEffectOptions(name: ".default")
    public static let nonRepeating = SymbolEffectOptions(name: ".nonRepeating")
    public static let repeating = SymbolEffectOptions(name: ".repeating")

    /// The options, repeating the effect a number of times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(name: ".repeat") }
    /// The options, at a speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(name: ".speed") }
}

extension View {
    /// Sets the rendering mode for symbol images within this view.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        annotated(".symbolRenderingMode(\(mode?.name ?? "nil"))")
    }
}

/// A symbol rendering mode.
public struct SymbolRenderingMode: Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: ".monochrome")
    public static let multicolor = SymbolRenderingMode(name: ".multicolor")
    public static let hierarchical = SymbolRenderingMode(name: ".hierarchical")
    public static let palette = SymbolRenderingMode(name: ".palette")
}

extension SymbolEffect where Self == _NamedSymbolEffect {
    /// An animation that replaces the layers of one symbol-based image with those of another.
    public static var replace: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".replace") }
}

extension _NamedSymbolEffect {
    /// The effect's layers play one after another.
    public var iterative: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".iterative") }
    /// The effect's layers stay changed until every layer has played.
    public var cumulative: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".cumulative") }
    /// The effect plays forwards, then in reverse.
    public var reversing: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".reversing") }
    /// The inactive layers are hidden.
    public var hideInactiveLayers: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".hideInactiveLayers") }
    /// The old symbol scales down, the new one up.
    public var downUp: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".downUp") }
    /// Both symbols scale up.
    public var upUp: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".upUp") }
    /// The old symbol disappears, the new one scales up.
    public var offUp: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".offUp") }
}

extension View {
    /// Removes all symbol effects from the view, or not.
    nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        annotated(isEnabled ? ".symbolEffectsRemoved()" : ".symbolEffectsRemoved(false)")
    }
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The current symbol rendering mode, or `nil` for the symbol's own (MiniUI's `.symbolRenderingMode(_:)`
    /// is an annotation and does not set it).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The symbol variant to use in this environment (`.none` unless set with `.environment`; MiniUI's
    /// `.symbolVariant(_:)` is an annotation and does not set it).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension Image {
    /// Sets the rendering mode for symbol images within this image, keeping it an `Image` (so that it can
    /// still sit inside a `Text`).
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        Image(described: description + ".symbolRenderingMode(\(mode?.name ?? "nil"))")
    }
}
