// `Font` and the `.font` modifier: the renderer shows a font as it is written in code.

/// An environment-dependent font.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let largeTitle = Font(description: ".largeTitle")
    public static let title = Font(description: ".title")
    public static let title2 = Font(description: ".title2")
    public static let title3 = Font(description: ".title3")
    public static let headline = Font(description: ".headline")
    public static let subheadline = Font(description: ".subheadline")
    public static let body = Font(description: ".body")
    public static let callout = Font(description: ".callout")
    public static let footnote = Font(description: ".footnote")
    public static let caption = Font(description: ".caption")
    public static let caption2 = Font(description: ".caption2")

    /// Specifies a system font to use, along with the style, weight, and any design parameters you want applied to the text.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        var arguments = ["size: \(Renderer.number(size))"]
        if let weight { arguments.append("weight: \(weight.name)") }
        if let design { arguments.append("design: \(design.name)") }
        return Font(description: ".system(\(arguments.joined(separator: ", ")))")
    }

    /// Gets a system font that uses the specified style, design, and weight.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        var arguments = [style.name]
        if let design { arguments.append("design: \(design.name)") }
        if let weight { arguments.append("weight: \(weight.name)") }
        return Font(description: ".system(\(arguments.joined(separator: ", ")))")
    }

    /// A dynamic text style to use for fonts.
    public struct TextStyle: Hashable, Sendable {
        let name: String
        public static let largeTitle = TextStyle(name: ".largeTitle")
        public static let title = TextStyle(name: ".title")
        public static let title2 = TextStyle(name: ".title2")
        public static let title3 = TextStyle(name: ".title3")
        public static let headline = TextStyle(name: ".headline")
        public static let subheadline = TextStyle(name: ".subheadline")
        public static let body = TextStyle(name: ".body")
        public static let callout = TextStyle(name: ".callout")
        public static let footnote = TextStyle(name: ".footnote")
        public static let caption = TextStyle(name: ".caption")
        public static let caption2 = TextStyle(name: ".caption2")
    }

    /// A design to use for fonts.
    public struct Design: Hashable, Sendable {
        let name: String
        public static let `default` = Design(name: ".default")
        public static let serif = Design(name: ".serif")
        public static let rounded = Design(name: ".rounded")
        public static let monospaced = Design(name: ".monospaced")
    }

    /// Adds italics to the font.
    public func italic() -> Font {
        Font(description: description + ".italic()")
    }

    /// Adds bold styling to the font.
    public func bold() -> Font {
        Font(description: description + ".bold()")
    }
}

struct FontModifier {
    let font: Font?
}

extension FontModifier: AnnotatingModifier {
    var annotation: String { ".font(\(font?.description ?? "nil"))" }

    func modify(_ context: inout BuildContext) {
        context.environment.font = font
    }
}

extension View {
    /// Sets the default font for text in this view.
    nonisolated public func font(_ font: Font?) -> some View {
        modifier(FontModifier(font: font))
    }
}

extension Font {
    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        let name: String
        public static let ultraLight = Weight(name: ".ultraLight")
        public static let thin = Weight(name: ".thin")
        public static let light = Weight(name: ".light")
        public static let regular = Weight(name: ".regular")
        public static let medium = Weight(name: ".medium")
        public static let semibold = Weight(name: ".semibold")
        public static let bold = Weight(name: ".bold")
        public static let heavy = Weight(name: ".heavy")
        public static let black = Weight(name: ".black")
    }

    /// Sets the weight of the font.
    public func weight(_ weight: Weight) -> Font {
        Font(description: description + ".weight(\(weight.name))")
    }
}

extension Font {
    /// Returns a modified font that uses fixed-width digits, while leaving other characters proportionally spaced.
    public func monospacedDigit() -> Font {
        Font(description: description + ".monospacedDigit()")
    }

    /// Returns a fixed-width font from the same family as the base font.
    public func monospaced() -> Font {
        Font(description: description + ".monospaced()")
    }

    /// Adjusts the font to enable all small capitals.
    public func smallCaps() -> Font {
        Font(description: description + ".smallCaps()")
    }

    /// Adjusts the font to enable lowercase small capitals.
    public func lowercaseSmallCaps() -> Font {
        Font(description: description + ".lowercaseSmallCaps()")
    }

    /// Adjusts the font to enable uppercase small capitals.
    public func uppercaseSmallCaps() -> Font {
        Font(description: description + ".uppercaseSmallCaps()")
    }

    /// Returns a version of that font that uses the specified line spacing.
    public func leading(_ leading: Font.Leading) -> Font {
        Font(description: description + ".leading(.\(leading))")
    }

    /// Sets the width of the font.
    public func width(_ width: Font.Width) -> Font {
        Font(description: description + ".width(\(width.name))")
    }

    /// Creates a custom font with the given name and size that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(description: ".custom(\(String(reflecting: name)), size: \(Renderer.number(size)))")
    }

    /// Creates a custom font with the given name and size that scales relative to the given text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(description: ".custom(\(String(reflecting: name)), size: \(Renderer.number(size)))")
    }

    /// Creates a custom font with the given name and a fixed size that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(description: ".custom(\(String(reflecting: name)), fixedSize: \(Renderer.number(fixedSize)))")
    }

    /// A line spacing adjustment that you can apply to a font.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    /// A width to use for fonts that have multiple widths.
    public struct Width: Hashable, Sendable {
        let name: String
        public static let compressed = Width(name: ".compressed")
        public static let condensed = Width(name: ".condensed")
        public static let standard = Width(name: ".standard")
        public static let expanded = Width(name: ".expanded")
    }
}
