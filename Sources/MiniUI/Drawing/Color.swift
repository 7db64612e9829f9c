import Foundation

/// A representation of a color; also a view that fills its space with the color.
public struct Color: ShapeStyle, Hashable {
    public let _description: String

    public static let red = Color(_description: ".red")
    public static let orange = Color(_description: ".orange")
    public static let yellow = Color(_description: ".yellow")
    public static let green = Color(_description: ".green")
    public static let blue = Color(_description: ".blue")
    public static let purple = Color(_description: ".purple")
    public static let gray = Color(_description: ".gray")
    public static let black = Color(_description: ".black")
    public static let white = Color(_description: ".white")
    public static let accentColor = Color(_description: ".accentColor")
    public static let pink = Color(_description: ".pink")
    public static let mint = Color(_description: ".mint")
    public static let teal = Color(_description: ".teal")
    public static let cyan = Color(_description: ".cyan")
    public static let indigo = Color(_description: ".indigo")
    public static let brown = Color(_description: ".brown")
    public static let clear = Color(_description: ".clear")
    public static let primary = Color(_description: ".primary")
    public static let secondary = Color(_description: ".secondary")

    /// Creates a constant color from red, green, and blue component values.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let parts = [red, green, blue].map { Renderer.number(CGFloat($0)) }
        self._description = "Color(red: \(parts[0]), green: \(parts[1]), blue: \(parts[2]))"
    }

    /// Creates a color from a color set that you indicate by name.
    public init(_ name: String) {
        self._description = "Color(\(String(reflecting: name)))"
    }

    init(_description: String) {
        self._description = _description
    }

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color {
        Color(_description: _description + ".opacity(\(Renderer.number(opacity)))")
    }
}

extension Color: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Color: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        [context.host.node(.generic, "Color" + _description, in: context)]
    }
}

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
