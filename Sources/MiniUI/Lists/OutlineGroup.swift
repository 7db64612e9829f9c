/// A structure that computes views and disclosure groups on demand from an underlying collection of
/// tree-structured, identified data.
///
/// ```swift
/// OutlineGroup(folders, children: \.subfolders) { folder in Text(folder.name) }
/// ```
///
/// Each element with children is a disclosure group, closed at first; in a ``ViewHost``,
/// `host.toggle("Recipes")` opens the one labelled "Recipes".
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let roots: [Data.Element]
    let identify: (Data.Element) -> ID
    /// An element's children, `nil` for a leaf: read through a key path, or through a binding's.
    let childrenOf: (Data.Element) -> Data?
    let content: (Data.Element) -> Leaf

    nonisolated init(
        roots: [Data.Element], identify: @escaping (Data.Element) -> ID, children: KeyPath<Data.Element, Data?>,
        content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(roots: roots, identify: identify, childrenOf: { $0[keyPath: children] }, content: content)
    }

    nonisolated init(
        roots: [Data.Element], identify: @escaping (Data.Element) -> ID, childrenOf: @escaping (Data.Element) -> Data?,
        content: @escaping (Data.Element) -> Leaf
    ) {
        self.roots = roots
        self.identify = identify
        self.childrenOf = childrenOf
        self.content = content
    }
}

/// The children of a subgroup of an outline group: what each disclosure group in it shows when open.
public struct OutlineSubgroupChildren {
    nonisolated init() {}
}

extension OutlineSubgroupChildren: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension OutlineSubgroupChildren: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { [] }
}

extension OutlineGroup
where
    ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
    Data.Element: Identifiable
{
    /// Creates an outline group from a root data element and a key path to its children.
    nonisolated public init<DataElement>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], identify: { $0.id }, children: children, content: content)
    }

    /// Creates an outline group from a collection of root data elements and a key path to its children.
    nonisolated public init<DataElement>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), identify: { $0.id }, children: children, content: content)
    }
}

extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline group from a root data element, the key path to its identifier, and a key
    /// path to its children.
    nonisolated public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: [root], identify: { $0[keyPath: id] }, children: children, content: content)
    }

    /// Creates an outline group from a collection of root data elements, the key path to a data
    /// element's identifier, and a key path to its children.
    nonisolated public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: Array(data), identify: { $0[keyPath: id] }, children: children, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension OutlineGroup: PrimitiveView where Parent: View, Leaf: View, Subgroup: View {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.forEach, "OutlineGroup", in: context)
        node.children = rows(for: roots, in: context.inside(node))
        return [node]
    }

    @MainActor
    private func rows(for elements: [Data.Element], in context: BuildContext) -> [Node] {
        elements.map { element in
            let id = identify(element)
            var rowContext = context.child(.id(AnyHashable(id)))
            rowContext.rowID = AnyHashable(id)
            let row = Node(identity: rowContext.path, role: .row, label: "row")
            row.rowID = AnyHashable(id)
            guard let children = childrenOf(element) else {
                row.children = context.host.makeNodes(for: content(element), in: rowContext)
                return row
            }
            let stored = context.host.storedValue(for: row.identity + "#expanded") { false }
            let expanded = Binding<Bool>(location: StoredLocation<Bool>(stored: stored))
            let open = expanded.wrappedValue
            let group = LabelledControl.node(.toggle, "DisclosureGroup", label: content(element), in: rowContext)
            group.label += open ? " [expanded]" : " [collapsed]"
            group.isOn = expanded
            group.isOnValue = open
            if open { group.children += rows(for: Array(children), in: rowContext.inside(group)) }
            row.children = [group]
            return row
        }
    }
}

extension List where SelectionValue == Never {
    /// Creates a hierarchical list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    nonisolated public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the identifier of
    /// the underlying data.
    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }
}

extension List {
    /// Creates a hierarchical list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select a single row.
    nonisolated public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.content = OutlineGroup(data, children: children, content: rowContent)
        if let selection { self.selection = ListSelection(single: selection) }
    }

    /// Creates a hierarchical list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select multiple rows.
    nonisolated public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.content = OutlineGroup(data, children: children, content: rowContent)
        if let selection { self.selection = ListSelection(multiple: selection) }
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the identifier of
    /// the underlying data, optionally allowing users to select a single row.
    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
        if let selection { self.selection = ListSelection(single: selection) }
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the identifier of
    /// the underlying data, optionally allowing users to select multiple rows.
    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
        if let selection { self.selection = ListSelection(multiple: selection) }
    }
}

// Outline groups and hierarchical lists over a binding to tree-structured data: each row receives a binding to
// its element, and an element's children are read through the binding.

extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline group from a binding to a collection of root data elements and a key path to each
    /// element's children.
    nonisolated public init<C, E>(
        _ data: Binding<C>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    )
    where
        Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable,
        E == C.Element
    {
        self.init(
            roots: Array(data), identify: { $0.wrappedValue.id },
            childrenOf: { element in Binding<C>(element[dynamicMember: children]) }, content: content)
    }

    /// Creates an outline group from a binding to a collection of root data elements, the key path to a data
    /// element's identifier, and a key path to its children.
    nonisolated public init<C, E>(
        _ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
        @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(
            roots: Array(data), identify: { $0.wrappedValue[keyPath: id] },
            childrenOf: { element in Binding<C>(element[dynamicMember: children]) }, content: content)
    }
}

extension List where SelectionValue == Never {
    /// Creates a hierarchical list that computes its rows on demand from a binding to an underlying collection
    /// of identifiable data.
    nonisolated public init<Data, RowContent>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<
            Binding<Data>, Data.Element.ID, RowContent, RowContent,
            DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the identifier of the
    /// underlying data, over a binding to the data.
    nonisolated public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<
            Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }
}
