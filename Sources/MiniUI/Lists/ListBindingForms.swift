// The list initializers over a binding to a collection that take a key path to an identifier, a selection, or
// edit actions with an identifier: the rows receive bindings to their elements, as in `List($items) { $item in … }`.

extension List {
    /// Creates a list that identifies its rows based on a key path to the identifier of the underlying data,
    /// handing each row a binding to its element.
    nonisolated public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
        Data.Index: Hashable, SelectionValue == Never
    {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list that computes its rows on demand from a binding to a collection of identifiable data,
    /// optionally allowing users to select a single row.
    nonisolated public init<Data, RowContent>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.content = ForEach(data, content: rowContent)
        if let selection { self.selection = ListSelection(single: selection) }
    }

    /// Creates a list that computes its rows on demand from a binding to a collection of identifiable data,
    /// optionally allowing users to select multiple rows.
    nonisolated public init<Data, RowContent>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.content = ForEach(data, content: rowContent)
        if let selection { self.selection = ListSelection(multiple: selection) }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the underlying data,
    /// optionally allowing users to select a single row.
    nonisolated public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
        Data.Index: Hashable
    {
        self.content = ForEach(data, id: id, content: rowContent)
        if let selection { self.selection = ListSelection(single: selection) }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the underlying data,
    /// optionally allowing users to select multiple rows.
    nonisolated public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
        Data.Index: Hashable
    {
        self.content = ForEach(data, id: id, content: rowContent)
        if let selection { self.selection = ListSelection(multiple: selection) }
    }
}

extension List where SelectionValue == Never {
    /// Creates a list that identifies its rows by a key path to their identifier and enables the edit actions
    /// you give on the collection.
    nonisolated public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, ID: Hashable,
        RowContent: View, Data.Index: Hashable
    {
        self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}

extension ForEach {
    /// Creates an instance that identifies its views by a key path to their identifier and enables the edit
    /// actions you give on the collection.
    nonisolated public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, Content: View, C: MutableCollection,
        C: RandomAccessCollection, C: RangeReplaceableCollection, C.Index: Hashable
    {
        self.init(data, id: id, content: content)
        if editActions.rawValue & 1 != 0 {
            self.editDelete = { offsets in data.wrappedValue.remove(atOffsets: offsets) }
        }
        if editActions.rawValue & 2 != 0 {
            self.editMove = { offsets, destination in
                data.wrappedValue.move(fromOffsets: offsets, toOffset: destination)
            }
        }
    }
}
