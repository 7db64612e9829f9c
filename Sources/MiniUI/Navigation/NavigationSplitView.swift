import Foundation

// Modifiers and environment values for a screen's chrome: button border shapes, form styles,
// scrolling options, the status bar, toolbar color schemes, split-view column sizes, search state,
// and calendars. All are shown as annotations or read as values;
// nothing scrolls.

extension View {
    /// Sets the border shape for buttons in this view.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        annotated(".buttonBorderShape(\(shape.name))")
    }

    /// Sets the style for forms in a view hierarchy.
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View {
        annotated(".formStyle(\(style._name))")
    }

    /// Disables or enables scrolling in scrollable views.
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View {
        annotated(".scrollDisabled(\(disabled))")
    }

    /// Associates an anchor to control which part of the scroll view's content should be rendered by default.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        annotated(".defaultScrollAnchor(…)")
    }

    /// Associates a binding to be updated when a scroll view within this view scrolls.
    nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        annotated(".scrollPosition(id:)")
    }

    /// Controls whether people can select text within this view.
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        annotated(".textSelection(\(selectability._name))")
    }

    /// Marks the view as containing sensitive, private user data.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View {
        annotated(".privacySensitive(\(sensitive))")
    }

    /// Sets the visibility of the status bar.
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View {
        annotated(".statusBarHidden(\(hidden))")
    }

    /// Specifies the preferred color scheme of a bar managed by SwiftUI.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View
    {
        annotated(".toolbarColorScheme(\(colorScheme.map { ".\($0)" } ?? "nil"))")
    }

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

/// A shape used to draw a button's border.
public struct ButtonBorderShape: Equatable, Sendable {
    let name: String
    public static let automatic = ButtonBorderShape(name: ".automatic")
    public static let capsule = ButtonBorderShape(name: ".capsule")
    public static let roundedRectangle = ButtonBorderShape(name: ".roundedRectangle")
    public static let circle = ButtonBorderShape(name: ".circle")

    /// A rounded rectangle shape with the given corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(name: ".roundedRectangle(radius: \(Renderer.number(radius)))")
    }
}

/// The appearance and behavior of a form.
public protocol FormStyle: Sendable {
    /// How the renderer names the style: `.grouped`.
    var _name: String { get }
}

/// The default form style.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public var _name: String { ".automatic" }
}

/// A form style with grouped rows.
public struct GroupedFormStyle: FormStyle {
    public init() {}
    public var _name: String { ".grouped" }
}

/// A non-scrolling form style with a trailing aligned column of labels next to a leading aligned
/// column of values.
public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public var _name: String { ".columns" }
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// A type that describes the ability to select text.
public protocol TextSelectability: Sendable {
    /// How the renderer names the selectability.
    var _name: String { get }
}

/// A selectability type that enables text selection by the person using your app.
public struct EnabledTextSelectability: TextSelectability {
    public var _name: String { ".enabled" }
}

/// A selectability type that disables text selection by the person using your app.
public struct DisabledTextSelectability: TextSelectability {
    public var _name: String { ".disabled" }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
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

/// An action that ends a search interaction.
public struct DismissSearchAction: Sendable {
    /// Dismisses the current search operation, if any. MiniUI has nothing to dismiss.
    @MainActor
    public func callAsFunction() {}
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
    static let defaultValue = DismissSearchAction()
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? .current }
}

extension EnvironmentValues {
    /// A Boolean value that indicates when the user is searching (always false in MiniUI).
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// An action that ends the current search interaction.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// The current calendar that views should use when handling dates (Gregorian, in UTC, unless set).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The current time zone that views should use when handling dates (UTC unless set).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}

extension View {
    /// Specifies how to adapt a presentation to compact size classes.
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        annotated(".presentationCompactAdaptation(\(adaptation.name))")
    }

    /// Specifies how to adapt a presentation to horizontally and vertically compact size classes.
    nonisolated public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View {
        annotated(".presentationCompactAdaptation(horizontal: \(horizontalAdaptation.name))")
    }
}

/// Strategies for adapting a presentation to a different size class.
public struct PresentationAdaptation: Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: ".automatic")
    public static let none = PresentationAdaptation(name: ".none")
    public static let popover = PresentationAdaptation(name: ".popover")
    public static let sheet = PresentationAdaptation(name: ".sheet")
    public static let fullScreenCover = PresentationAdaptation(name: ".fullScreenCover")
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

extension NavigationSplitView where Content == EmptyView {
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
