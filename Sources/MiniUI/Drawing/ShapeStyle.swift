import Foundation

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient defined by a collection of colors.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient defined by a collection of color stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient defined by a collection of colors.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient defined by a collection of colors.
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient.
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// A shape style that maps to the fifth level of the current content style.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(_description: ".quinary") }
}

/// The background style in the current context.
public struct BackgroundStyle: ShapeStyle {
    nonisolated public init() {}
    public var _description: String { ".background" }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A style appropriate for foreground separator or border lines.
public struct SeparatorShapeStyle: ShapeStyle {
    nonisolated public init() {}
    public var _description: String { ".separator" }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// A style appropriate for foreground separator or border lines.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// A shape style that displays one of the overlay fills.
public struct FillShapeStyle: ShapeStyle {
    nonisolated public init() {}
    public var _description: String { ".fill" }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// An overlay fill style for filling shapes.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// A style that a modifier made from another (`opacity`, `secondary` …): MiniUI keeps how it was written.
public struct _ModifiedShapeStyle: ShapeStyle {
    public let _description: String
}

extension ShapeStyle {
    /// Returns a new style based on `self` that multiplies by the specified opacity when drawing.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _ModifiedShapeStyle(_description: _description + ".opacity(\(Renderer.number(CGFloat(opacity))))")
    }

}

/// A type-erased shape style: what a conditional between two kinds of style (`.tint` or `.fill.tertiary`)
/// is wrapped in. MiniUI writes it as written, `AnyShapeStyle(.tint)`.
@frozen public struct AnyShapeStyle: ShapeStyle {
    public let _description: String

    /// Create an instance from `style`.
    public init<S: ShapeStyle>(_ style: S) {
        self._description = "AnyShapeStyle(\(style._description))"
    }
}

/// A color or pattern to use when rendering a shape or text.
///
/// A style of your own conforms by resolving to another style in the environment (SwiftUI 17+):
///
/// ```swift
/// struct WarningStripe: ShapeStyle {
///     func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
///         environment.colorScheme == .dark ? Color.orange : Color.red
///     }
/// }
/// ```
public protocol ShapeStyle: Sendable {
    /// The type of shape style this will resolve to.
    associatedtype Resolved: ShapeStyle = Never

    /// Evaluate to a resolved shape style given the current `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved

    /// How the renderer writes the style: MiniUI's own, with a default for styles of your own.
    var _description: String { get }
}

extension ShapeStyle where Resolved == Never {
    /// MiniUI's built-in styles resolve to nothing, as SwiftUI's do: they are drawn as written.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) is a built-in shape style and is not resolved")
    }
}

extension ShapeStyle {
    /// A style of your own is written as what it resolves to in the default environment, after its name:
    /// `WarningStripe(Color.red)`.
    public var _description: String {
        if Resolved.self == Never.self { return "\(Self.self)" }
        return "\(Self.self)(\(resolve(in: EnvironmentValues())._description))"
    }
}

extension Never: ShapeStyle {}

/// Styles that you use to indicate different levels of importance: primary, secondary, and so on.
public struct HierarchicalShapeStyle: ShapeStyle {
    public let _description: String

    public static let primary = HierarchicalShapeStyle(_description: ".primary")
    public static let secondary = HierarchicalShapeStyle(_description: ".secondary")
    public static let tertiary = HierarchicalShapeStyle(_description: ".tertiary")
    public static let quaternary = HierarchicalShapeStyle(_description: ".quaternary")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the first level of the current content style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// A shape style that maps to the second level of the current content style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// A shape style that maps to the third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var gray: Color { .gray }
    public static var yellow: Color { .yellow }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var indigo: Color { .indigo }
    public static var brown: Color { .brown }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A style at a lower level of importance than the style it comes from: what `.background.secondary` or
/// `Color.blue.tertiary` make (SwiftUI returns `some ShapeStyle`; MiniUI writes it as written).
struct _LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: String
    var _description: String { "\(base._description).\(level)" }
}

extension ShapeStyle {
    /// Returns the second level of this shape style.
    public var secondary: some ShapeStyle { _LeveledShapeStyle(base: self, level: "secondary") }
    /// Returns the third level of this shape style.
    public var tertiary: some ShapeStyle { _LeveledShapeStyle(base: self, level: "tertiary") }
    /// Returns the fourth level of this shape style.
    public var quaternary: some ShapeStyle { _LeveledShapeStyle(base: self, level: "quaternary") }
    /// Returns the fifth level of this shape style.
    public var quinary: some ShapeStyle { _LeveledShapeStyle(base: self, level: "quinary") }
}

/// A shape style that draws with the current foreground style.
public struct ForegroundStyle: ShapeStyle {
    nonisolated public init() {}
    public var _description: String { ".foreground" }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
