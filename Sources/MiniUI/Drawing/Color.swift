import Foundation

/// A representation of a color; also a view that fills its space with the color.
public struct Color: ShapeStyle, Hashable, Sendable, CustomStringConvertible {
    public let _description: String
    /// The color's components in sRGB, when MiniUI knows them (see `Color.Resolved`).
    let rgba: RGBA?

    public static let red = Color(_description: ".red", rgba: RGBA(bytes: 255, 59, 48))
    public static let orange = Color(_description: ".orange", rgba: RGBA(bytes: 255, 149, 0))
    public static let yellow = Color(_description: ".yellow", rgba: RGBA(bytes: 255, 204, 0))
    public static let green = Color(_description: ".green", rgba: RGBA(bytes: 52, 199, 89))
    public static let blue = Color(_description: ".blue", rgba: RGBA(bytes: 0, 122, 255))
    public static let purple = Color(_description: ".purple", rgba: RGBA(bytes: 175, 82, 222))
    public static let gray = Color(_description: ".gray", rgba: RGBA(bytes: 142, 142, 147))
    public static let black = Color(_description: ".black", rgba: RGBA(bytes: 0, 0, 0))
    public static let white = Color(_description: ".white", rgba: RGBA(bytes: 255, 255, 255))
    public static let accentColor = Color(_description: ".accentColor", rgba: RGBA(bytes: 0, 122, 255))
    public static let pink = Color(_description: ".pink", rgba: RGBA(bytes: 255, 45, 85))
    public static let mint = Color(_description: ".mint", rgba: RGBA(bytes: 0, 199, 190))
    public static let teal = Color(_description: ".teal", rgba: RGBA(bytes: 48, 176, 199))
    public static let cyan = Color(_description: ".cyan", rgba: RGBA(bytes: 50, 173, 230))
    public static let indigo = Color(_description: ".indigo", rgba: RGBA(bytes: 88, 86, 214))
    public static let brown = Color(_description: ".brown", rgba: RGBA(bytes: 162, 132, 94))
    public static let clear = Color(_description: ".clear", rgba: RGBA(red: 0, green: 0, blue: 0, opacity: 0))
    public static let primary = Color(_description: ".primary", rgba: RGBA(bytes: 0, 0, 0))
    public static let secondary = Color(_description: ".secondary", rgba: RGBA(bytes: 60, 60, 67, opacity: 0.6))

    /// Creates a constant color from red, green, and blue component values.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let parts = [red, green, blue].map { Renderer.number(CGFloat($0)) }
        self._description = "Color(red: \(parts[0]), green: \(parts[1]), blue: \(parts[2]))"
        self.rgba = RGBA(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// Creates a color from a color set that you indicate by name.
    public init(_ name: String) {
        self._description = "Color(\(String(reflecting: name)))"
        self.rgba = nil
    }

    init(_description: String, rgba: RGBA? = nil) {
        self._description = _description
        self.rgba = rgba
    }

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color {
        Color(
            _description: _description + ".opacity(\(Renderer.number(opacity)))",
            rgba: rgba.map { RGBA(red: $0.red, green: $0.green, blue: $0.blue, opacity: $0.opacity * opacity) })
    }

    /// A textual representation of the color: MiniUI writes it as written (`.red`, `Color(red: 1, green: 0.5,
    /// blue: 0)`), in its own words.
    public var description: String { _description }
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
        if colorSpace == .sRGBLinear {
            let encoded = [red, green, blue].map { Double(RGBA.encoded(Float($0))) }
            self = Color(
                _description: _description,
                rgba: RGBA(red: encoded[0], green: encoded[1], blue: encoded[2], opacity: opacity))
        }
    }

    /// Creates a constant grayscale color.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(
            _description: "Color(white: \(Renderer.number(CGFloat(white))))",
            rgba: RGBA(red: white, green: white, blue: white, opacity: opacity))
    }

    /// Creates a constant color from hue, saturation, and brightness values.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let parts = [hue, saturation, brightness].map { Renderer.number(CGFloat($0)) }
        self.init(
            _description: "Color(hue: \(parts[0]), saturation: \(parts[1]), brightness: \(parts[2]))",
            rgba: RGBA(hue: hue, saturation: saturation, brightness: brightness, opacity: opacity))
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

extension Color {
    /// Returns a version of self mixed with `rhs` by the amount specified by `fraction`.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(
            _description: _description + ".mix(with: \(rhs._description), by: \(Renderer.number(CGFloat(fraction))))")
    }
}
