import Foundation

extension View {
    /// Makes symbols within the view show a particular variant.
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
        annotated(".symbolVariant(\(variant.name))")
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
