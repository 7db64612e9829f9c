import Foundation

/// A container that you can use to add hierarchy within a tab view: a titled group of tabs (shown in a
/// sidebar on iPad). MiniUI lists the section's tabs among the others, without its header.
///
/// ```swift
/// TabView {
///     Tab("Today", systemImage: "sun.max") { TodayView() }
///     TabSection("Gardens") {
///         Tab("Allotment", systemImage: "leaf") { PlotView() }
///     }
/// }
/// ```
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>
where SelectionValue == Content.TabValue {
    let content: Content
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// Creates a section with the provided section content.
    nonisolated public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// Creates a section with the provided content, titled with a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }

    /// Creates a section with the provided content, titled with a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }
}

extension TabSection where Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    nonisolated public init(
        @TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header
    ) {
        self.content = content()
    }
}

extension TabSection: TabContent, PrimitiveTabContent {
    public typealias TabValue = SelectionValue
    public typealias Body = Never
    public var body: Never { return fatalError("TabSection has no body") }
    var tabs: [(title: String, value: AnyHashable?, view: AnyView)] { content.allTabs }
}

/// Tab content with an annotation: what `badge(_:)` and the other tab modifiers make. MiniUI shows the
/// annotation on the tab's content.
public struct _AnnotatedTabContent<Base: TabContent> {
    let base: Base
    let annotation: String
}

extension _AnnotatedTabContent: TabContent, PrimitiveTabContent {
    public typealias TabValue = Base.TabValue
    public typealias Body = Never
    public var body: Never { return fatalError("_AnnotatedTabContent has no body") }
    var tabs: [(title: String, value: AnyHashable?, view: AnyView)] {
        base.allTabs.map { tab in (tab.title, tab.value, AnyView(tab.view.annotated(annotation))) }
    }
}

extension TabContent {
    /// Generates a badge for the tab from an integer value; zero shows none.
    nonisolated public func badge(_ count: Int) -> some TabContent<Self.TabValue> {
        _AnnotatedTabContent(base: self, annotation: ".badge(\(count))")
    }

    /// Generates a badge for the tab from a text view; `nil` shows none.
    nonisolated public func badge(_ label: Text?) -> some TabContent<Self.TabValue> {
        _AnnotatedTabContent(
            base: self, annotation: ".badge(\(label.map { String(reflecting: $0.content) } ?? "nil"))")
    }

    /// Generates a badge for the tab from a localized string key.
    nonisolated public func badge(_ titleKey: LocalizedStringKey) -> some TabContent<Self.TabValue> {
        _AnnotatedTabContent(base: self, annotation: ".badge(\(String(reflecting: titleKey.key)))")
    }

    /// Generates a badge for the tab from a string.
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S) -> some TabContent<Self.TabValue> {
        _AnnotatedTabContent(base: self, annotation: ".badge(\(String(reflecting: String(label))))")
    }
}
