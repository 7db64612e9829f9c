/// A type that provides content for programmatically selectable tabs in a tab view (the iOS 18
/// `Tab` API).
///
/// ```swift
/// TabView {
///     Tab("Inbox", systemImage: "tray") { InboxView() }
///     Tab("Settings", systemImage: "gear") { SettingsView() }
/// }
/// ```
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type used for tab selection.
    associatedtype TabValue: Hashable
    /// The type of content representing the body of this tab content.
    associatedtype Body: TabContent

    /// The contents of the tab content.
    @TabContentBuilder<TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

/// Tab content MiniUI takes apart itself: each tab's title, value and view.
@MainActor
protocol PrimitiveTabContent {
    var tabs: [(title: String, value: AnyHashable?, view: AnyView)] { get }
}

extension TabContent {
    var allTabs: [(title: String, value: AnyHashable?, view: AnyView)] {
        if let primitive = self as? any PrimitiveTabContent { return primitive.tabs }
        return body.allTabs
    }
}

/// The content for a tab and the tab's associated tab item in a tab view.
public struct Tab<Value: Hashable, Content: View, Label: View> {
    let title: String
    let value: Value?
    let content: Content
}

/// The default label of a tab: its title and image.
public struct DefaultTabLabel {
    nonisolated init() {}
}

extension DefaultTabLabel: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension DefaultTabLabel: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { [] }
}

extension Tab where Label == DefaultTabLabel {
    /// Creates a tab that the tab view presents when the tab view's selection matches the tab's value.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(title: titleKey.key, value: value, content: content())
    }

    /// Creates a tab that the tab view presents when the tab view's selection matches the tab's value.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(title: String(title), value: value, content: content())
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// Creates a new tab that you can use in a tab view, with a label that displays an image and text.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.key, value: nil, content: content())
    }

    /// Creates a new tab that you can use in a tab view, with a label that displays an image and text.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> Content
    ) {
        self.init(title: String(title), value: nil, content: content())
    }
}

extension Tab: TabContent, PrimitiveTabContent {
    public typealias TabValue = Value
    // `return` keeps the inferred @TabContentBuilder from transforming a body that never runs.
    public typealias Body = Never
    public var body: Never { return fatalError("Tab has no body") }
    var tabs: [(title: String, value: AnyHashable?, view: AnyView)] {
        [(title, value.map { AnyHashable($0) }, AnyView(content))]
    }
}

extension Never: TabContent {
    public typealias TabValue = Never
}

/// Tab content made of several tabs: what a `@TabContentBuilder` block of several tabs builds.
public struct TupleTabContent<TabValue: Hashable, T> {
    let value: T
    nonisolated init(_ value: T) { self.value = value }
}

extension TupleTabContent: TabContent, PrimitiveTabContent {
    public typealias Body = Never
    public var body: Never { return fatalError("TupleTabContent has no body") }
    var tabs: [(title: String, value: AnyHashable?, view: AnyView)] {
        Mirror(reflecting: value).children.flatMap { ($0.value as? any TabContent)?.allTabs ?? [] }
    }
}

/// A result builder that constructs tabs for a tab view that supports programmatic selection.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// The view a tab view shows for the content of a `@TabContentBuilder` block.
    public struct Content<C: TabContent> {
        let content: C
    }

    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue {
        content
    }

    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue {
        content
    }

    public static func buildBlock<each C: TabContent>(
        _ content: repeat each C
    ) -> TupleTabContent<TabValue, (repeat each C)> {
        TupleTabContent((repeat each content))
    }
}

extension TabContentBuilder.Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension TabContentBuilder.Content: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        content.allTabs.enumerated().map { index, tab in
            // One transparent node per tab, carrying its title and value for the tab view.
            let tabContext = context.child(.index(index))
            let wrapper = Node(identity: tabContext.path + ":tab", role: .root, label: "")
            wrapper.tabTitle = tab.title
            wrapper.tag = tab.value
            wrapper.children = context.host.makeNodes(for: tab.view, in: tabContext)
            return wrapper
        }
    }
}

extension TabView {
    /// Creates a tab view that uses a builder to create and specify selection values for its tabs.
    nonisolated public init<C: TabContent>(
        selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C.TabValue == SelectionValue {
        self.init(selection: selection, content: { TabContentBuilder<SelectionValue>.Content(content: content()) })
    }
}

extension TabView where SelectionValue == Never {
    /// Creates a tab view that uses a builder to create its tabs.
    nonisolated public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where Content == TabContentBuilder<Never>.Content<C>, C.TabValue == Never {
        self.selection = nil
        self.content = TabContentBuilder<Never>.Content(content: content())
    }
}

/// A value that defines the purpose of a tab (iOS 18): a search tab, which a searchable tab view prefers for its
/// search. MiniUI lists a tab with a role among the others; the role changes nothing it shows.
public struct TabRole: Hashable, Sendable {
    let name: String

    /// The search role.
    public static var search: TabRole { TabRole(name: "search") }
    /// The prominent role.
    public static var prominent: TabRole { TabRole(name: "prominent") }
}

extension Tab where Label == DefaultTabLabel {
    /// Creates a tab that the tab view presents when the tab view's selection matches the tab's value, with a
    /// role that defines its purpose.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
        @ViewBuilder content: () -> Content
    ) {
        self.init(title: titleKey.key, value: value, content: content())
    }

    /// Creates a tab that the tab view presents when the tab view's selection matches the tab's value, with a
    /// role that defines its purpose.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    ) {
        self.init(title: String(title), value: value, content: content())
    }

    /// Creates a tab with a label inferred from its role ("Search" for the search role).
    nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(
            title: role.map { $0.name.prefix(1).uppercased() + $0.name.dropFirst() } ?? "", value: value,
            content: content())
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// Creates a new tab with a role that defines its purpose, and a label that displays an image and text.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
    ) {
        self.init(title: titleKey.key, value: nil, content: content())
    }

    /// Creates a new tab with a role that defines its purpose, and a label inferred from the role.
    nonisolated public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(
            title: role.map { $0.name.prefix(1).uppercased() + $0.name.dropFirst() } ?? "", value: nil,
            content: content())
    }
}
