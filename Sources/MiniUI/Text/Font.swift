// Modifiers that change how a view looks: the renderer shows each one after the view's name, as
// it is written in code.

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

extension Color: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Color: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        [context.host.node(.generic, "Color" + _description, in: context)]
    }
}

struct PaddingModifier {
    let annotation: String
}

extension PaddingModifier: AnnotatingModifier {}

struct FontModifier {
    let font: Font?
}

extension FontModifier: AnnotatingModifier {
    var annotation: String { ".font(\(font?.description ?? "nil"))" }

    func modify(_ context: inout BuildContext) {
        context.environment.font = font
    }
}

struct ForegroundStyleModifier {
    let annotation: String
}

extension ForegroundStyleModifier: AnnotatingModifier {}

extension View {
    /// Adds an equal padding amount to specific edges of this view.
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        var arguments: [String] = []
        if edges != .all { arguments.append(edges.swiftDescription) }
        if let length { arguments.append(Renderer.number(length)) }
        return modifier(PaddingModifier(annotation: ".padding(\(arguments.joined(separator: ", ")))"))
    }

    /// Adds a specific padding amount to each edge of this view.
    nonisolated public func padding(_ length: CGFloat) -> some View {
        modifier(PaddingModifier(annotation: ".padding(\(Renderer.number(length)))"))
    }

    /// Adds different padding to each edge of this view.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(annotation: ".padding(\(Renderer.describe(insets)))"))
    }

    /// Sets the default font for text in this view.
    nonisolated public func font(_ font: Font?) -> some View {
        modifier(FontModifier(font: font))
    }

    /// Sets a view's foreground elements to use a given style.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ForegroundStyleModifier(annotation: ".foregroundStyle(\(style._description))"))
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
