import Foundation

// The semantic styles of selection, placeholders, links and the window's background, written by name.

/// A style used to visually indicate selection following platform conventional colors and behaviors.
public struct SelectionShapeStyle: ShapeStyle {
    /// Creates a selection shape style.
    nonisolated public init() {}
    public var _description: String { ".selection" }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// A style used to visually indicate selection.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

/// A style appropriate for placeholder text.
public struct PlaceholderTextShapeStyle: ShapeStyle {
    /// Creates a new placeholder text shape style.
    nonisolated public init() {}
    public var _description: String { ".placeholder" }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// A style appropriate for placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

/// A style appropriate for links.
public struct LinkShapeStyle: ShapeStyle {
    /// Creates a new link shape style instance.
    nonisolated public init() {}
    public var _description: String { ".link" }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// A style appropriate for links.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

/// A style appropriate for elements that should match the background of their containing window.
public struct WindowBackgroundShapeStyle: ShapeStyle {
    /// Creates a new window background shape style instance.
    nonisolated public init() {}
    public var _description: String { ".windowBackground" }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// A style appropriate for elements that should match the background of their containing window.
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}
