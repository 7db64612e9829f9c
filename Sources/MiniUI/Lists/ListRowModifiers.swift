// Modifiers that a List reads: its style and minimum row height come from the environment; each
// row's separator and insets come from the views of that row.

struct ListStyleModifier {
    let name: String
}

extension ListStyleModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func modify(_ context: inout BuildContext) {
        context.environment.listStyleName = name
    }
}

struct ListRowSeparatorModifier {
    let visibility: Visibility
    let edges: VerticalEdge.Set
}

extension ListRowSeparatorModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        for target in node.rowSettingTargets { target.rowTraits.setSeparator(visibility, edges: edges) }
    }
}

struct ListRowInsetsModifier {
    let insets: EdgeInsets?
}

extension ListRowInsetsModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        for target in node.rowSettingTargets { target.rowTraits.insets = insets }
    }
}

extension Node {
    /// Where a row setting lands: on a ForEach, each row it made (a modifier on a ForEach applies to every
    /// view it produces, as in SwiftUI); on any other view, that view.
    var rowSettingTargets: [Node] { role == .forEach ? children : [self] }
}

extension View {
    /// Sets the style for lists within this view.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
        modifier(ListStyleModifier(name: style._name))
    }

    /// Sets the display mode for the separator associated with this specific row.
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowSeparatorModifier(visibility: visibility, edges: edges))
    }

    /// Applies an inset to the rows in a list; `nil` restores the default.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowInsetsModifier(insets: insets))
    }

    /// Sets the background of a list row.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
        annotated(".listRowBackground(…)")
    }

    /// Sets the vertical spacing between two adjacent rows in a list.
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        annotated(".listRowSpacing(\(spacing.map { Renderer.number($0) } ?? "nil"))")
    }

    /// Sets the spacing between adjacent sections in a list.
    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        annotated(".listSectionSpacing(\(spacing.name))")
    }

    /// Sets the spacing between adjacent sections in a list, in points.
    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        annotated(".listSectionSpacing(\(Renderer.number(spacing)))")
    }

    /// Sets the header prominence for this view.
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
        annotated(".headerProminence(.\(prominence))")
    }
}

/// The spacing between adjacent sections in a list.
public struct ListSectionSpacing: Sendable {
    let name: String
    public static let `default` = ListSectionSpacing(name: ".default")
    public static let compact = ListSectionSpacing(name: ".compact")

    /// Spacing with a custom value.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(name: ".custom(\(Renderer.number(spacing)))")
    }
}

/// A type indicating the prominence of a view hierarchy.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

extension View {
    /// Sets a tint color within this view.
    nonisolated public func listItemTint(_ tint: Color?) -> some View {
        annotated(".listItemTint(\(tint?._description ?? "nil"))")
    }

    /// Sets a tint effect for the view.
    nonisolated public func listItemTint(_ tint: ListItemTint?) -> some View {
        annotated(".listItemTint(\(tint?.name ?? "nil"))")
    }
}

/// A tint effect configuration that you can apply to content in a list.
public struct ListItemTint: Sendable {
    let name: String
    /// An explicit tint color.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(name: ".fixed(\(tint._description))") }
    /// An explicit tint color that the system may override.
    public static func preferred(_ tint: Color) -> ListItemTint {
        ListItemTint(name: ".preferred(\(tint._description))")
    }
    /// A standard grayscale tint effect.
    public static let monochrome = ListItemTint(name: ".monochrome")
}

extension View {
    /// Sets the tint color associated with a row.
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        annotated(".listRowSeparatorTint(\(color?._description ?? "nil"))")
    }

    /// Sets the display mode for the separator associated with this section.
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View
    {
        annotated(".listSectionSeparator(.\(visibility))")
    }

    /// Sets the tint color associated with a section (MiniUI: an annotation).
    nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        annotated(".listSectionSeparatorTint(\(color?._description ?? "nil"))")
    }
}
