/// A container that presents rows of data arranged in a single column.
///
/// A list reads its style (`.listStyle(_:)`) and the minimum row height
/// (`\.defaultMinListRowHeight`) from its environment; each row may ask for its separator and
/// insets with `.listRowSeparator(_:)` and `.listRowInsets(_:)`. The renderer shows all of them.
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list that computes its rows on demand from an underlying collection of identifiable data.
    ///
    /// Disfavoured so that `List($items) { $item in … }` picks the binding initializer, as in SwiftUI.
    @_disfavoredOverload
    nonisolated public init<Data, RowContent>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the underlying data.
    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list that computes its views on demand over a constant range.
    nonisolated public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.content = ForEach(data, content: rowContent)
    }
}

extension List {
    /// Creates a list that computes its rows on demand from a binding to a collection of
    /// identifiable data, handing each row a binding to its element.
    nonisolated public init<Data, RowContent>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable, SelectionValue == Never
    {
        self.content = ForEach(data, content: rowContent)
    }
}

extension List: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension List: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let nodes = Container.node("List", [], content, role: .list, in: context)
        nodes[0].listConfiguration = ListConfiguration(
            style: context.environment.listStyleName,
            minRowHeight: context.environment.defaultMinListRowHeight
        )
        return nodes
    }
}

/// A container view that you can use to add hierarchy within certain views, such as a list.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }

    /// Creates a section with a header, footer, and the provided section content.
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content and a localized header title.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// Creates a section with the provided section content and a header title.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.section, "Section", in: context)
        let inside = context.inside(node)
        let headerNodes = context.host.makeNodes(for: header, in: inside.child(.role("header")))
        if headerNodes.count == 1, headerNodes[0].role == .text, let title = headerNodes[0].text {
            node.label = "Section(\(String(reflecting: title)))"
        } else if !headerNodes.isEmpty {
            node.label =
                "Section(header: \(Renderer(showsComposites: false).render(headerNodes).replacingOccurrences(of: "\n", with: " ")))"
        }
        node.children = context.host.makeNodes(for: content, in: inside)
        let footerNodes = context.host.makeNodes(for: footer, in: inside.child(.role("footer")))
        if !footerNodes.isEmpty {
            node.label +=
                " footer: "
                + Renderer(showsComposites: false).render(footerNodes).replacingOccurrences(of: "\n", with: " ")
        }
        return [node]
    }
}
