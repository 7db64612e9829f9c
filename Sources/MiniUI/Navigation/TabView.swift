/// A view that switches between multiple child views using interactive user interface elements.
///
/// ```swift
/// TabView {
///     InboxView().tabItem { Label("Inbox", systemImage: "tray") }
///     SettingsView().tabItem { Label("Settings", systemImage: "gear") }
/// }
/// ```
///
/// The screen shows the selected tab; the others keep their state. In a ``ViewHost``,
/// `host.select("Settings", in: "TabView")` switches tabs.
public struct TabView<SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Creates an instance that selects from content associated with `Selection` values.
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    /// Creates an instance that selects from content, starting with the first tab.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension TabView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension TabView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.control, "TabView", in: context)
        node.text = "TabView"
        let tabs = context.host.makeNodes(for: content, in: context.inside(node))
        let titles = tabs.enumerated().map { index, tab in tab.tabTitle ?? "Tab \(index + 1)" }
        // A tab is selected by its tag, or by its position when there is no selection binding.
        let chosen: Int
        if let selection {
            let current = AnyHashable(selection.wrappedValue)
            chosen = tabs.firstIndex { $0.tag == current } ?? -1
        } else {
            let stored = context.host.storedValue(for: node.identity + "#selection") { 0 }
            chosen = stored.read() as? Int ?? 0
            for index in tabs.indices {
                node.controls.choices.append((titles[index], { stored.write(index) }))
            }
        }
        if let selection {
            for (index, tab) in tabs.enumerated() {
                guard let value = tab.tag?.base as? SelectionValue else { continue }
                node.controls.choices.append((titles[index], { selection.wrappedValue = value }))
            }
        }
        for (index, tab) in tabs.enumerated() { tab.isHidden = index != chosen }
        let selected = titles.indices.contains(chosen) ? String(reflecting: titles[chosen]) : "none"
        node.label =
            "TabView [tabs: \(titles.map { String(reflecting: $0) }.joined(separator: ", ")); selected: \(selected)]"
        node.children = tabs
        return [node]
    }
}

struct TabItemModifier<Label: View> {
    let label: Label
}

extension TabItemModifier: NodeBuildingModifier, ViewModifier {
    typealias Body = Never

    func makeNodes(in context: BuildContext, content: (BuildContext) -> [Node]) -> [Node] {
        let nodes = content(context)
        let labelNodes = context.host.makeNodes(for: label, in: context.child(.role("tabItem")))
        let title = labelNodes.flatMap(\.subtree).first { $0.role == .text }?.text
        for node in nodes { node.tabTitle = title }
        return nodes
    }
}

extension View {
    /// Sets the tab bar item associated with this view.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label()))
    }
}
