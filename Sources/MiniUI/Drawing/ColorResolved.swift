import Foundation

// `Color.Resolved` (SwiftUI 17+): a color's concrete components. MiniUI keeps the components of the colors
// it can know: those made from components (red, green and blue; white; hue, saturation and brightness; a
// resolved color), with their opacity, and the named system colors, which resolve to the kit's table of
// iOS's light-appearance values whatever the environment says. A color it keeps no components for (an asset
// color, a UIKit color, a mix) resolves to opaque black.

/// A color's red, green and blue components in sRGB (gamma-encoded, extended range) and its opacity.
struct RGBA: Hashable, Sendable {
    let red: Double
    let green: Double
    let blue: Double
    let opacity: Double

    init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// Components given as bytes, as a color table writes them.
    init(bytes red: Int, _ green: Int, _ blue: Int, opacity: Double = 1) {
        self.init(
            red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, opacity: opacity)
    }

    init(hue: Double, saturation: Double, brightness: Double, opacity: Double) {
        let sector = (hue - hue.rounded(.down)) * 6
        let fraction = sector - sector.rounded(.down)
        let low = brightness * (1 - saturation)
        let falling = brightness * (1 - saturation * fraction)
        let rising = brightness * (1 - saturation * (1 - fraction))
        let (red, green, blue): (Double, Double, Double)
        switch Int(sector) % 6 {
        case 0: (red, green, blue) = (brightness, rising, low)
        case 1: (red, green, blue) = (falling, brightness, low)
        case 2: (red, green, blue) = (low, brightness, rising)
        case 3: (red, green, blue) = (low, falling, brightness)
        case 4: (red, green, blue) = (rising, low, brightness)
        default: (red, green, blue) = (brightness, low, falling)
        }
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// sRGB's transfer function, from a gamma-encoded component to a linear one (extended: by its sign).
    static func linear(_ encoded: Float) -> Float {
        let magnitude = abs(encoded)
        let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -value : value
    }

    /// sRGB's transfer function, from a linear component to a gamma-encoded one (extended: by its sign).
    static func encoded(_ linear: Float) -> Float {
        let magnitude = abs(linear)
        let value = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -value : value
    }
}

extension Color {
    /// A concrete color value (SwiftUI 17+): red, green and blue components and an opacity, stored in the
    /// linear sRGB color space, in extended range.
    @frozen public struct Resolved: Hashable, Sendable, Codable {
        /// The amount of red in the color in the sRGB linear color space.
        public var linearRed: Float
        /// The amount of green in the color in the sRGB linear color space.
        public var linearGreen: Float
        /// The amount of blue in the color in the sRGB linear color space.
        public var linearBlue: Float
        /// The degree of opacity in the color, given in the range `0` to `1`.
        public var opacity: Float

        /// Creates a resolved color from red, green, and blue component values. MiniUI reads Display P3
        /// components as sRGB ones.
        public init(
            colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1
        ) {
            let linear = colorSpace == .sRGBLinear
            self.linearRed = linear ? red : RGBA.linear(red)
            self.linearGreen = linear ? green : RGBA.linear(green)
            self.linearBlue = linear ? blue : RGBA.linear(blue)
            self.opacity = opacity
        }

        /// The amount of red in the color in the sRGB color space.
        public var red: Float {
            get { RGBA.encoded(linearRed) }
            set { linearRed = RGBA.linear(newValue) }
        }

        /// The amount of green in the color in the sRGB color space.
        public var green: Float {
            get { RGBA.encoded(linearGreen) }
            set { linearGreen = RGBA.linear(newValue) }
        }

        /// The amount of blue in the color in the sRGB color space.
        public var blue: Float {
            get { RGBA.encoded(linearBlue) }
            set { linearBlue = RGBA.linear(newValue) }
        }
    }

    /// Evaluates this color to a resolved color given the current environment.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        let components = rgba ?? RGBA(red: 0, green: 0, blue: 0, opacity: 1)
        return Color.Resolved(
            red: Float(components.red), green: Float(components.green), blue: Float(components.blue),
            opacity: Float(components.opacity))
    }

    /// Creates a constant color with the values specified by the resolved color.
    public init(_ resolved: Color.Resolved) {
        self.init(
            red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
            opacity: Double(resolved.opacity))
    }
}

extension Color.Resolved: CustomStringConvertible {
    /// The color as `#RRGGBBAA` in sRGB: MiniUI's own wording.
    public var description: String {
        [red, green, blue, opacity]
            .map { String(format: "%02X", Int((min(max($0, 0), 1) * 255).rounded())) }
            .joined()
            .reduce(into: "#") { $0.append($1) }
    }
}

extension Color.Resolved: ShapeStyle {
    public var _description: String {
        let parts = [red, green, blue, opacity].map { Renderer.number(CGFloat($0)) }
        return "Color.Resolved(red: \(parts[0]), green: \(parts[1]), blue: \(parts[2]), opacity: \(parts[3]))"
    }
}

extension Color.Resolved: Animatable {
    /// The data to animate: the linear components and the opacity.
    public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
        get {
            AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity)))
        }
        set {
            linearRed = newValue.first
            linearGreen = newValue.second.first
            linearBlue = newValue.second.second.first
            opacity = newValue.second.second.second
        }
    }
}
