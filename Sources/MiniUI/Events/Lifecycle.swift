// `onAppear` and `task`: the host runs them each time the view they modify comes on screen (a tab selected
// again, a navigation root returned to), and cancels a task when its view leaves the screen (see
// `ViewHost.commit()`).

struct OnAppearModifier {
    let action: (() -> Void)?
}

extension OnAppearModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        if let action { node.onAppear.append(action) }
    }
}

struct TaskModifier {
    let priority: TaskPriority
    let action: @isolated(any) @Sendable () async -> Void
}

extension TaskModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        node.tasks.append(TaskRequest(priority: priority, action: action))
    }
}

extension View {
    /// Adds an action to perform before this view appears.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(OnAppearModifier(action: action))
    }

    /// Adds an asynchronous task to perform before this view appears; it is cancelled when the view
    /// disappears. In a check, `await host.runTasks()` waits for it.
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier(priority: priority, action: action))
    }

    /// Adds an action to perform after this view disappears.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(OnDisappearModifier(action: action))
    }
}

struct OnDisappearModifier {
    let action: (() -> Void)?
}

extension OnDisappearModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        // One action per view: a reused view is marked again each time its parent runs.
        if let action { node.onDisappear = [action] }
    }
}
