/// A protocol that describes the behavior and appearance of a list.
public protocol ListStyle: Sendable {
    /// How the renderer names the style: `.plain`.
    var _name: String { get }
}

/// The list style that describes a platform's default behavior and appearance for a list.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _name: String { ".automatic" }
}

/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle {
    public init() {}
    public var _name: String { ".plain" }
}

/// The list style that describes the behavior and appearance of a grouped list.
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _name: String { ".grouped" }
}

/// The list style that describes the behavior and appearance of an inset list.
public struct InsetListStyle: ListStyle {
    public init() {}
    public var _name: String { ".inset" }
}

/// The list style that describes the behavior and appearance of an inset grouped list.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _name: String { ".insetGrouped" }
}

/// The list style that describes the behavior and appearance of a sidebar list.
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _name: String { ".sidebar" }
}

extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behavior and appearance for a list.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behavior and appearance of a plain list.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// The list style that describes the behavior and appearance of a grouped list.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// The list style that describes the behavior and appearance of an inset list.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style that describes the behavior and appearance of an inset grouped list.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The list style that describes the behavior and appearance of a sidebar list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
