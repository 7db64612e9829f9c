import Foundation

// More colors and shape styles: system colors, UIKit's named colors as SwiftUI code on iOS sees them,
// `Color.gradient`, the semantic styles (`.background`, `.separator`, `.quaternary`…), gradients as
// shape styles and `ShapeStyle.opacity`. MiniUI draws nothing: each style shows as written.

extension Color {
    /// The color space of a color.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// Creates a constant color from red, green, and blue component values, in a color space.
    public init(_ colorSpace: Color.RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// Creates a constant grayscale color.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(_description: "Color(white: \(Renderer.number(CGFloat(white))))")
    }

    /// Creates a constant color from hue, saturation, and brightness values.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let parts = [hue, saturation, brightness].map { Renderer.number(CGFloat($0)) }
        self.init(_description: "Color(hue: \(parts[0]), saturation: \(parts[1]), brightness: \(parts[2]))")
    }

    /// Creates a color from a UIKit color.
    public init(uiColor: UIColor) {
        self.init(_description: "Color(uiColor: .\(uiColor.name))")
    }

    /// Creates a color from a UIKit color.
    public init(_ color: UIColor) {
        self.init(_description: "Color(.\(color.name))")
    }

    /// A standard gradient for the color.
    public var gradient: AnyGradient { AnyGradient(_description: _description + ".gradient") }
}

/// A UIKit color, as SwiftUI code on iOS sees it through `import SwiftUI`: MiniUI keeps its name.
public final class UIColor: Sendable {
    let name: String
    init(name: String) { self.name = name }

    /// Creates a color from red, green, blue and alpha components.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: "init(red: \(red), green: \(green), blue: \(blue))")
    }

    /// Creates a color from a color set in the app's assets.
    public convenience init?(named name: String) {
        self.init(name: "init(named: \(String(reflecting: name)))")
    }

    public static let systemBackground = UIColor(name: "systemBackground")
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = UIColor(name: "tertiarySystemGroupedBackground")
    public static let label = UIColor(name: "label")
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    public static let quaternaryLabel = UIColor(name: "quaternaryLabel")
    public static let placeholderText = UIColor(name: "placeholderText")
    public static let separator = UIColor(name: "separator")
    public static let opaqueSeparator = UIColor(name: "opaqueSeparator")
    public static let link = UIColor(name: "link")
    public static let systemFill = UIColor(name: "systemFill")
    public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
    public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill")
    public static let quaternarySystemFill = UIColor(name: "quaternarySystemFill")
    public static let systemGray = UIColor(name: "systemGray")
    public static let systemGray2 = UIColor(name: "systemGray2")
    public static let systemGray3 = UIColor(name: "systemGray3")
    public static let systemGray4 = UIColor(name: "systemGray4")
    public static let systemGray5 = UIColor(name: "systemGray5")
    public static let systemGray6 = UIColor(name: "systemGray6")
    public static let systemRed = UIColor(name: "systemRed")
    public static let systemOrange = UIColor(name: "systemOrange")
    public static let systemYellow = UIColor(name: "systemYellow")
    public static let systemGreen = UIColor(name: "systemGreen")
    public static let systemMint = UIColor(name: "systemMint")
    public static let systemTeal = UIColor(name: "systemTeal")
    public static let systemCyan = UIColor(name: "systemCyan")
    public static let systemBlue = UIColor(name: "systemBlue")
    public static let systemIndigo = UIColor(name: "systemIndigo")
    public static let systemPurple = UIColor(name: "systemPurple")
    public static let systemPink = UIColor(name: "systemPink")
    public static let systemBrown = UIColor(name: "systemBrown")
    public static let white = UIColor(name: "white")
    public static let black = UIColor(name: "black")
    public static let clear = UIColor(name: "clear")
}

/// A color gradient: what `Color.gradient` returns.
public struct AnyGradient: ShapeStyle, Hashable {
    public let _description: String
}

extension Gradient: ShapeStyle {
    public var _description: String { "Gradient(\(colors.map(\._description).joined(separator: ", ")))" }
}

/// An angular gradient; also a view that fills its space with it.
public struct AngularGradient: ShapeStyle {
    public let _description: String

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self._description = "AngularGradient(\(gradient.colors.map(\._description).joined(separator: ", ")))"
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
}

extension AngularGradient: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    func makeNodes(in context: BuildContext) -> [Node] { [context.host.node(.generic, _description, in: context)] }
}

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
