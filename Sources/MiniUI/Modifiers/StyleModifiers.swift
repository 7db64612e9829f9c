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
    public static func system(size: CGFloat) -> Font {
        Font(description: ".system(size: \(Renderer.number(size)))")
    }

    /// Adds bold styling to the font.
    public func bold() -> Font {
        Font(description: description + ".bold()")
    }
}

/// A color or pattern to use when rendering a shape or text.
public protocol ShapeStyle: Sendable {
    /// How the renderer writes the style.
    var _description: String { get }
}

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
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var gray: Color { .gray }
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
