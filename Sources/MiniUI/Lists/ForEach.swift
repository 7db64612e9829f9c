/// A structure that computes views on demand from an underlying collection of identified data.
///
/// ```swift
/// ForEach(plants) { plant in Text(plant.name) }              // Plant: Identifiable
/// ForEach(titles, id: \.self) { title in Text(title) }        // an id key path
/// ForEach(0..<3) { index in Text("Row \(index)") }            // a constant range
/// ForEach($lamps) { $lamp in Toggle(lamp.room, isOn: $lamp.isLit) }   // bindings
/// ```
///
/// Each element's id is the identity of its row: state inside a row follows the id, not the position.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of underlying identified data that SwiftUI uses to create views dynamically.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    /// Made by `init(_:content:)` over a `Range<Int>`: SwiftUI reads only the first range it is given.
    var isConstantRange = false
    /// Made with `editActions:`: deleting and moving rows edit the bound collection directly.
    var editDelete: ((IndexSet) -> Void)? = nil
    var editMove: ((IndexSet, Int) -> Void)? = nil
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based on the
    /// provided key path to the underlying data's identifier.
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across updates based on the
    /// identity of the underlying data.
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a given constant range.
    ///
    /// The instance reads only the range it was first given. When a later range has another count, it keeps
    /// the first one and warns, as SwiftUI does: rows neither appear nor go, and a row whose index is now out of
    /// the data's bounds still asks for it.
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
        isConstantRange = true
    }
}

extension ForEach {
    /// Creates an instance that uniquely identifies and creates views across updates based on the
    /// identity of the underlying data, handing each row a binding to its element (SE-0293 lets the
    /// closure name it `$item`).
    nonisolated public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, Content: View, C: MutableCollection,
        C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data, id: \.id, content: content)
    }

    /// Creates an instance that uniquely identifies and creates views across updates based on the
    /// provided key path to the underlying data's identifier, handing each row a binding to its element.
    nonisolated public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, Content: View, C: MutableCollection,
        C: RandomAccessCollection, C.Index: Hashable
    {
        let collection = data.wrappedValue
        self.data = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.content = { element in content(data[element.0]) }
        self.identify = { $0.1 }
    }
}

extension ForEach: PrimitiveView where Content: View {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.forEach, "ForEach", in: context)
        var seen: [ID: Int] = [:]
        var reported: Set<ID> = []
        var elements = data
        if isConstantRange {
            let first = context.host.storedValue(for: node.identity + "#initialRange") { data }
            if let initial = first.value as? Data, initial.count != data.count {
                RuntimeWarnings.emit(
                    "\(String(describing: Self.self)) count (\(data.count)) != its initial count (\(initial.count)). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"
                )
                elements = initial
            }
        }
        for element in elements {
            let id = identify(element)
            var rowContext = context.inside(node).child(.id(AnyHashable(id)))
            let occurrence = seen[id, default: 0]
            seen[id] = occurrence + 1
            if occurrence > 0 {
                if reported.insert(id).inserted {
                    RuntimeWarnings.emit(
                        "\(String(describing: Self.self)): the ID \(String(describing: id)) occurs multiple times within the collection, this will give undefined results!"
                    )
                }
                rowContext.path += "#\(occurrence + 1)"
            }
            rowContext.rowID = AnyHashable(id)
            let row = Node(identity: rowContext.path, role: .row, label: "row")
            row.rowID = AnyHashable(id)
            row.children = context.host.makeNodes(for: content(element), in: rowContext)
            node.children.append(row)
        }
        if let editDelete { node.controls.delete = editDelete }
        if let editMove { node.controls.move = editMove }
        return [node]
    }
}
