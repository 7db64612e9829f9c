// Editing a list: deleting and moving rows, swipe actions, edit mode.

/// A type of view that generates views from an underlying collection of data.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection

    /// The collection of underlying data.
    var data: Self.Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The collection of underlying data.
    public var data: Content.Data { content.data }
}

struct RowEditingModifier {
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?
}

extension RowEditingModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        if let delete { node.controls.delete = delete }
        if let move { node.controls.move = move }
    }
}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view; in a ``ViewHost``, `host.delete(row:)` swipes a row away.
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        modifier(RowEditingModifier(delete: action, move: nil))
    }

    /// Sets the move action for the dynamic view; in a ``ViewHost``, `host.move(row:to:)` drags a row.
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        modifier(RowEditingModifier(delete: nil, move: action))
    }
}

/// A mode that indicates whether the user can edit a view's content.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// Indicates whether a view is being edited.
    public var isEditing: Bool { self != .inactive }
}

/// A button that toggles the edit mode environment value.
///
/// MiniUI keeps the edit mode in the button when no `\.editMode` binding is in the environment.
public struct EditButton {
    nonisolated public init() {}
}

extension EditButton: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension EditButton: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.button, "EditButton", in: context)
        let mode: Binding<EditMode>
        if let binding = context.environment.editMode {
            mode = binding
        } else {
            let stored = context.host.storedValue(for: node.identity + "#editMode") { EditMode.inactive }
            mode = Binding(location: StoredLocation<EditMode>(stored: stored))
        }
        let title = mode.wrappedValue.isEditing ? "Done" : "Edit"
        node.label = "EditButton(\(String(reflecting: title)))"
        node.text = title
        node.action = { mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active }
        return [node]
    }
}

/// A binding's way to a value the host stores for a primitive view.
final class StoredLocation<Value>: Location<Value>, @unchecked Sendable {
    let stored: StoredValue

    init(stored: StoredValue) {
        self.stored = stored
    }

    override func get() -> Value { stored.read() as! Value }
    override func set(_ value: Value) { stored.write(value) }
}

/// The edge where swipe actions appear.
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    case leading, trailing
}

struct SwipeActionsModifier<T: View> {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: T
}

extension SwipeActionsModifier: NodeBuildingModifier, ViewModifier {
    typealias Body = Never

    func makeNodes(in context: BuildContext, content: (BuildContext) -> [Node]) -> [Node] {
        let nodes = content(context)
        var arguments: [String] = []
        if edge != .trailing { arguments.append("edge: .\(edge)") }
        if !allowsFullSwipe { arguments.append("allowsFullSwipe: false") }
        let swipe = Container.node("swipeActions", arguments, actions, in: context)
        swipe[0].isAttachment = true
        return nodes + swipe
    }
}

extension View {
    /// Adds custom swipe actions to a row in a list.
    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
    }
}

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering: what an `onMove` action hands over.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        var kept: [Element] = []
        var insertion = destination
        for (offset, element) in self.enumerated() where !source.contains(offset) {
            kept.append(element)
        }
        insertion -= source.filter { $0 < destination }.count
        kept.insert(contentsOf: moving, at: insertion)
        for (offset, element) in kept.enumerated() {
            self[index(startIndex, offsetBy: offset)] = element
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection: what an `onDelete`
    /// action hands over.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension View {
    /// Prevents the row from being deleted: MiniUI shows it as an annotation, and `host.delete(row:)`
    /// still reaches the `onDelete` action.
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View {
        annotated(isDisabled ? ".deleteDisabled(true)" : "")
    }

    /// Adds a condition that controls whether users can select this view (a row of a `List(selection:)`):
    /// MiniUI shows it as an annotation.
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        annotated(isDisabled ? ".selectionDisabled()" : "")
    }

    /// Prevents the row from being moved.
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View {
        annotated(isDisabled ? ".moveDisabled(true)" : "")
    }
}
