// `onChange(of:)` and `task(id:)`: the host compares the watched value after each update, as SwiftUI
// does once a body has run, and acts on a change.

struct OnChangeModifier<V: Equatable> {
    let value: V
    let initial: Bool
    let action: (V, V) -> Void
}

extension OnChangeModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        let value = value
        let initial = initial
        let action = action
        node.watchers["change\(node.watchers.count)"] = ChangeWatcher(
            value: value,
            isEqual: { ($0 as? V) == value },
            action: { old in
                if let old = old as? V {
                    action(old, value)
                } else if initial {
                    action(value, value)
                }
            })
    }
}

struct TaskIDModifier<ID: Equatable> {
    let id: ID
    let priority: TaskPriority
    let action: @isolated(any) @Sendable () async -> Void
}

extension TaskIDModifier: NodeBuildingModifier, ViewModifier {
    typealias Body = Never

    func makeNodes(in context: BuildContext, content: (BuildContext) -> [Node]) -> [Node] {
        let nodes = content(context)
        guard let node = nodes.first else { return nodes }
        let id = id
        let priority = priority
        let action = action
        let key = "task\(node.watchers.count)"
        let taskKey = node.identity + "@" + key
        node.watchers[key] = ChangeWatcher(
            value: id, isEqual: { ($0 as? ID) == id },
            action: { [weak host = context.host] _ in
                host?.restartTask(key: taskKey, priority: priority, action: action)
            })
        return nodes
    }
}

extension View {
    /// Adds a modifier for this view that fires an action when a specific value changes; the action
    /// receives the old and the new value.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(macOS, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
        -> some View
    {
        modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// Adds a task to perform before this view appears or when a specified value changes; the task
    /// is cancelled when the view disappears or the value changes.
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        modifier(TaskIDModifier(id: value, priority: priority, action: action))
    }
}
