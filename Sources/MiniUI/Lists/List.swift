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
