/// A container that presents rows of data arranged in a single column.
///
/// A list reads its style (`.listStyle(_:)`) and the minimum row height
/// (`\.defaultMinListRowHeight`) from its environment; each row may ask for its separator and
/// insets with `.listRowSeparator(_:)` and `.listRowInsets(_:)`. The renderer shows all of them.
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
    var selection: ListSelection? = nil
}

/// How a list with `selection:` reads and changes what is selected.
struct ListSelection {
    var selected: () -> Set<AnyHashable>
    var select: (AnyHashable) -> Void
}

extension List {
    /// Creates a list with the given content that supports selecting a single row.
    nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        if let selection { self.selection = ListSelection(single: selection) }
    }

    /// Creates a list with the given content that supports selecting multiple rows.
    nonisolated public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        if let selection { self.selection = ListSelection(multiple: selection) }
    }

    /// Creates a list that computes its rows on demand from an underlying collection of identifiable
    /// data, optionally allowing users to select a single row (disfavoured, as `List(_:rowContent:)` is, so that
    /// `List($items, selection: $chosen) { $item in … }` picks the binding initializer).
    @_disfavoredOverload
    nonisolated public init<Data, RowContent>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        self.content = ForEach(data, content: rowContent)
        if let selection { self.selection = ListSelection(single: selection) }
    }

    /// Creates a list that computes its rows on demand from an underlying collection of identifiable
    /// data, optionally allowing users to select multiple rows (disfavoured, as the single-row form is).
    @_disfavoredOverload
    nonisolated public init<Data, RowContent>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        self.content = ForEach(data, content: rowContent)
        if let selection { self.selection = ListSelection(multiple: selection) }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select a single row.
    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.content = ForEach(data, id: id, content: rowContent)
        if let selection { self.selection = ListSelection(single: selection) }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select multiple rows.
    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.content = ForEach(data, id: id, content: rowContent)
        if let selection { self.selection = ListSelection(multiple: selection) }
    }

}

extension ListSelection {
    init<SelectionValue: Hashable>(single binding: Binding<SelectionValue?>) {
        self.init(
            selected: { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] },
            select: { value in
                if let value = value.base as? SelectionValue { binding.wrappedValue = value }
            })
    }

    init<SelectionValue: Hashable>(multiple binding: Binding<Set<SelectionValue>>) {
        self.init(
            selected: { Set(binding.wrappedValue.map { AnyHashable($0) }) },
            select: { value in
                guard let value = value.base as? SelectionValue else { return }
                if binding.wrappedValue.contains(value) {
                    binding.wrappedValue.remove(value)
                } else {
                    binding.wrappedValue.insert(value)
                }
            })
    }
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
        if let selection {
            // Rows are selected by their tag, or by their ForEach id, as in SwiftUI.
            let selected = selection.selected()
            for node in nodes[0].subtree {
                guard let value = node.tag ?? (node.role == .row ? node.rowID : nil) else { continue }
                node.isSelected = selected.contains(value)
                node.controls.choices = [("select", { selection.select(value) })]
            }
        }
        return nodes
    }
}
