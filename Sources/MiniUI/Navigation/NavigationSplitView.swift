import Foundation

extension View {
    /// Sets the style for navigation split views within this view.
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        annotated(".navigationSplitViewStyle(\(style._name))")
    }

    /// Sets a flexible, preferred width for the column containing this view.
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
        -> some View
    {
        annotated(".navigationSplitViewColumnWidth(ideal: \(Renderer.number(ideal)))")
    }

    /// Sets a fixed, preferred width for the column containing this view.
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        annotated(".navigationSplitViewColumnWidth(\(Renderer.number(width)))")
    }
}

/// A type that specifies the appearance and interaction of navigation split views.
public protocol NavigationSplitViewStyle: Sendable {
    /// How the renderer names the style.
    var _name: String { get }
}

/// A navigation split style that resizes the detail column to make room for the leading columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _name: String { ".balanced" }
}

/// A navigation split style that minimizes the size of the detail column.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _name: String { ".prominentDetail" }
}

/// The default navigation split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _name: String { ".automatic" }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

/// A view that presents views in two or three columns, where selections in leading columns control
/// presentations in subsequent columns. MiniUI shows every column, one below the other.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
}

extension NavigationSplitView {
    /// Creates a three-column navigation split view.
    nonisolated public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Creates a three-column navigation split view that enables programmatic control of leading
    /// columns' visibility.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: content(), detail: detail())
    }
}

extension NavigationSplitView {
    /// Creates a three-column navigation split view that enables programmatic control of the sidebar's
    /// visibility, and of which column is at the top of the stack when collapsed into one column.
    /// MiniUI shows every column.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: content(), detail: detail())
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view that enables programmatic control of the sidebar's
    /// visibility, and of which column is at the top of the stack when collapsed into one column.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail())
    }

    /// Creates a two-column navigation split view.
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail())
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail())
    }
}

/// A view that represents a column in a navigation split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    /// The sidebar column.
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "sidebar") }
    /// The content column, in a three-column split view.
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "content") }
    /// The detail column.
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "detail") }
}

/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

extension NavigationSplitView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension NavigationSplitView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.generic, "NavigationSplitView", in: context)
        let inside = context.inside(node)
        // Each column is a navigation stack of its own, as in SwiftUI's compact layout.
        node.children =
            Container.node("sidebar", [], NavigationStack { sidebar }, in: inside.child(.role("sidebar")))
            + (Content.self == EmptyView.self
                ? [] : Container.node("content", [], NavigationStack { content }, in: inside.child(.role("content"))))
            + Container.node("detail", [], NavigationStack { detail }, in: inside.child(.role("detail")))
        return [node]
    }
}
