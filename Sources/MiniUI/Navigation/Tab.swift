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
    /// The label of the `content:label:` forms: the tab's title is the first text it shows.
    var label: Label? = nil
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
        guard let label else { return [(title, value.map { AnyHashable($0) }, AnyView(content))] }
        // An empty title: the tab view takes the title from the label, as it does for `.tabItem`.
        return [("", value.map { AnyHashable($0) }, AnyView(content.tabItem { label }))]
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
            wrapper.tag = tab.value
            wrapper.children = context.host.makeNodes(for: tab.view, in: tabContext)
            wrapper.tabTitle =
                tab.title.isEmpty
                ? wrapper.children.lazy.flatMap(\.subtree).compactMap(\.tabTitle).first ?? "" : tab.title
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

extension Tab where Value == Never {
    /// Creates a new tab with a label that you can use in a tab view.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: "", value: nil, content: content(), label: label())
    }
}

extension Tab {
    /// Creates a new tab with a label that you can use in a tab view.
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: "", value: value, content: content(), label: label())
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// Creates a new tab that you can use in a tab view, with an empty label.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(title: "", value: nil, content: content())
    }
}

extension Tab where Label == EmptyView {
    /// Creates a new tab that you can use in a tab view, with an empty label.
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(title: "", value: value, content: content())
    }
}

extension Tab where Label == DefaultTabLabel {
    /// Creates a tab with a title and an image from the asset catalog (MiniUI has none: the image
    /// is not shown).
    nonisolated public init(
        _ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(title: titleKey.key, value: value, content: content())
    }

    /// Creates a tab with a title and an image from the asset catalog.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, image: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(title: String(title), value: value, content: content())
    }

    /// Creates a tab with a title, an image from the asset catalog and a role.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?,
        @ViewBuilder content: () -> Content
    ) {
        self.init(title: titleKey.key, value: value, content: content())
    }

    /// Creates a tab with a title, an image from the asset catalog and a role.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    ) {
        self.init(title: String(title), value: value, content: content())
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// Creates a new tab that you can use in a tab view, with a localized string key label and an
    /// image from the asset catalog.
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.key, value: nil, content: content())
    }

    /// Creates a new tab that you can use in a tab view, with a string label and an image from the
    /// asset catalog.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), value: nil, content: content())
    }

    /// Creates a new tab with a title, an image from the asset catalog and a role.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content
    ) {
        self.init(title: titleKey.key, value: nil, content: content())
    }

    /// Creates a new tab with a title, an image from the asset catalog and a role.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content
    ) {
        self.init(title: String(title), value: nil, content: content())
    }

    /// Creates a new tab with a title, a symbol and a role.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
    ) {
        self.init(title: String(title), value: nil, content: content())
    }
}

// MARK: - Conditions, loops and type erasure in a tab builder

extension TabContentBuilder {
    /// Builds an `if` without an `else`.
    public static func buildIf<C: TabContent>(_ content: C?) -> C? where C.TabValue == TabValue {
        content
    }

    /// Builds the first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalContent<T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Builds the second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalContent<T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Builds an `if #available` branch, erasing its type.
    public static func buildLimitedAvailability<C: TabContent>(_ content: C) -> AnyTabContent<TabValue>
    where C.TabValue == TabValue {
        AnyTabContent(content)
    }
}

extension Optional: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue
    public var body: Never { return fatalError("Optional has no body") }
}

extension Optional: PrimitiveTabContent where Wrapped: TabContent {
    var tabs: [(title: String, value: AnyHashable?, view: AnyView)] { self?.allTabs ?? [] }
}

extension _ConditionalContent: TabContent
where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue
    public var body: Never { return fatalError("_ConditionalContent has no body") }
}

extension _ConditionalContent: PrimitiveTabContent
where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    var tabs: [(title: String, value: AnyHashable?, view: AnyView)] {
        switch storage {
        case .trueContent(let content): content.allTabs
        case .falseContent(let content): content.allTabs
        }
    }
}

/// Type-erased tab content.
public struct AnyTabContent<SelectionValue: Hashable> {
    let base: any TabContent

    /// Create an instance that type-erases `tabContent`.
    nonisolated public init<T: TabContent>(_ tabContent: T) where SelectionValue == T.TabValue {
        self.base = tabContent
    }
}

extension AnyTabContent: TabContent, PrimitiveTabContent {
    public typealias TabValue = SelectionValue
    public typealias Body = Never
    public var body: Never { return fatalError("AnyTabContent has no body") }
    var tabs: [(title: String, value: AnyHashable?, view: AnyView)] { base.allTabs }
}

extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
    public var body: Never { return fatalError("ForEach has no body") }
}

extension ForEach: PrimitiveTabContent where Content: TabContent {
    var tabs: [(title: String, value: AnyHashable?, view: AnyView)] {
        data.flatMap { content($0).allTabs }
    }
}

extension ForEach where Content: TabContent {
    /// Creates an instance that uniquely identifies and creates tab content across updates based on
    /// the provided key path to the underlying data's identifier.
    nonisolated public init<V: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
    ) where V == Content.TabValue {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }
}

extension ForEach where ID == Data.Element.ID, Content: TabContent, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates tab content across updates based on
    /// the identity of the underlying data.
    nonisolated public init<V: Hashable>(
        _ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
    ) where V == Content.TabValue {
        self.init(data, id: \.id, content: content)
    }
}
