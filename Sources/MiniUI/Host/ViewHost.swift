/// Mounts a view the way SwiftUI does, and lets code act as its user.
///
/// ```swift
/// let host = ViewHost(ContentView())
/// print(host.screen)          // what the user sees now
/// host.tap("Add")             // taps the button labelled "Add"
/// host.toggle("Wi-Fi")        // flips the toggle labelled "Wi-Fi"
/// await host.runTasks()       // runs pending `.task` work to completion
/// print(host.takeRenderLog()) // whose bodies ran since the last call
/// ```
///
/// State lives in the host, keyed by each view's identity: its structural position, plus the ids of
/// the `ForEach` rows above it. A change re-evaluates only the views that read what changed (a
/// `@State`, an observed object, an `@Observable` property, an environment value); a view whose inputs
/// are unchanged is not asked for its body again. Primitive views show what was read when the view
/// that built them last ran its body, so a change that invalidates nothing leaves the screen stale,
/// as it would in SwiftUI.
@MainActor
public final class ViewHost {
    let root: Node
    /// The live tree, by identity.
    var live: [String: Node] = [:]
    /// The views on screen at the last commit, by identity: the live tree less what is covered (``commit()``).
    var shown: [String: Node] = [:]
    /// Composite views whose bodies must run again.
    var dirty: Set<String> = []
    /// `@State` and `@StateObject` storage, by view identity and property name.
    var storage: [String: StoredValue] = [:]
    var runningTasks: [String: [Task<Void, Never>]] = [:]
    /// Composite nodes created by the expansion in progress, evaluated once it ends.
    var pendingEvaluations: [[Node]] = []
    var isUpdating = false
    private var log: [String] = []
    private var counts: [String: Int] = [:]
    private let firstWarning: Int
    /// The URLs the user opened with a `Link`, in order.
    public internal(set) var openedURLs: [URL] = []
    /// Frames for `MINIUI_SNAPSHOT`, when it is set.
    var snapshots: SnapshotRecorder?
    /// What share links tapped in this host shared, each item as a string, in order.
    public internal(set) var sharedItems: [String] = []
    /// The value each `onPreferenceChange` last acted on, by node identity and modifier position.
    var preferencesHeard: [String: Any] = [:]
    /// The buttons a finger is on (``press(_:)``), by identity.
    var pressedButtons: Set<String> = []
    /// How many hosts this process has mounted so far: a check's tool (04.5 asks whether predicting mounted a
    /// screen); SwiftUI has no such count.
    public private(set) static var mountedCount = 0
    /// Custom layouts' caches, by the container's identity (`Host/LayoutPass.swift`).
    var layoutCaches: [String: StoredLayoutCache] = [:]
    /// The calls the layout passes made into custom layouts, since the log was last taken.
    var layoutCalls: [String] = []
    /// Whether a custom layout was ever built in this host: until then, updates skip the layout pass.
    var hasCustomLayouts = false

    /// Mounts `content` and builds its first screen, running `onAppear` actions and starting `.task`s.
    public convenience init<Content: View>(_ content: Content, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(content, environment: environment, firstWarning: RuntimeWarnings.count)
    }

    /// Makes the view inside the host, then mounts it: runtime warnings emitted while the view value is
    /// made (a `@State` written in an initializer, say) count among ``warnings`` too.
    ///
    /// ```swift
    /// let host = ViewHost { SettingsView(startsDark: true) }
    /// print(host.warnings)
    /// ```
    public convenience init<Content: View>(
        environment: EnvironmentValues = EnvironmentValues(), _ makeContent: () -> Content
    ) {
        let first = RuntimeWarnings.count
        self.init(makeContent(), environment: environment, firstWarning: first)
    }

    private init<Content: View>(_ content: Content, environment: EnvironmentValues, firstWarning: Int) {
        self.firstWarning = firstWarning
        ViewHost.mountedCount += 1
        snapshots = Snapshots.file.map { SnapshotRecorder(file: $0, firstWarning: firstWarning) }
        root = Node(identity: "root", role: .root, label: "")
        let context = BuildContext(host: self, path: "root", environment: environment)
        root.evaluate = { [unowned self] in
            self.root.children = self.expand(tracking: nil) { self.makeNodes(for: content, in: context) }
        }
        isUpdating = true
        root.evaluate?()
        isUpdating = false
        commit()
        update()
    }

    // MARK: Reading the screen

    /// The screen as the user sees it: the primitive views, their modifiers, and the row identities
    /// and settings of lists. Pending changes are applied first.
    public var screen: String {
        update()
        return Renderer(showsComposites: false).render(root.children)
    }

    /// The whole view tree, including the views with a `body` (by their full generic type).
    public var tree: String {
        update()
        return Renderer(showsComposites: true).render(root.children)
    }

    /// Every string on screen, in screen order: each `Text`, and each button or toggle title.
    public var texts: [String] {
        update()
        return visibleNodes.compactMap { node in
            switch node.role {
            case .text: node.text
            case .button, .toggle, .control: node.children.isEmpty ? node.text : nil
            default: nil
            }
        }
    }

    /// Whether the toggle labelled `label` is on.
    public func isOn(_ label: String) -> Bool {
        update()
        return find(.toggle, label).isOnValue
    }

    // MARK: Acting as the user

    /// Taps the first button labelled `label`, then lets the screen update.
    public func tap(_ label: String) {
        update()
        noteAction("tap", label)
        let buttons = visibleNodes.filter { $0.role == .button }
        if !buttons.contains(where: { $0.text == label }),
            let tappable = visibleNodes.first(where: {
                $0.controls.tap != nil && $0.subtree.contains { $0.text == label }
            })
        {
            // A view with `.onTapGesture`, found by a text inside it.
            tappable.controls.tap?()
            update()
            return
        }
        let button = find(.button, label)
        button.action?()
        update()
    }

    /// Flips the first toggle labelled `label` through its binding, then lets the screen update.
    public func toggle(_ label: String) {
        write(toggle: label, value: nil)
    }

    /// Writes `value` (or, when `nil`, the opposite of what the switch shows) through the binding of the first
    /// toggle labelled `label`, between two updates: ``toggle(_:)`` and ``set(toggle:to:)``.
    func write(toggle label: String, value: Bool?) {
        update()
        noteAction("toggle", label, value: value.map { "\($0)" })
        let toggle = find(.toggle, label)
        toggle.isOn?.wrappedValue = value ?? !toggle.isOnValue
        update()
    }

    /// Runs the started `.task` actions, and those they cause, until none is left.
    public func runTasks() async {
        update()
        while !runningTasks.isEmpty {
            let tasks = runningTasks.values.flatMap { $0 }
            runningTasks = [:]
            for task in tasks { await task.value }
            update()
        }
    }

    /// Applies pending changes: re-evaluates invalidated views, then runs `onAppear` for new ones.
    public func update() {
        var rounds = 0
        // One update is one frame: each `onPreferenceChange` acts at most once in it (see Preferences.swift).
        var preferenceFrame = PreferenceFrame()
        while true {
            runPreferenceObservers(in: &preferenceFrame)
            if dirty.isEmpty { break }
            rounds += 1
            if rounds > 100 {
                RuntimeWarnings.emit(
                    "The view graph did not settle after 100 updates; a view keeps changing state it reads.")
                dirty.removeAll()
                break
            }
            isUpdating = true
            updatePass(root)
            isUpdating = false
            commit()
        }
        layOut()
        snapshots?.flush(root: root)
    }

    // MARK: The render log

    /// The views whose bodies ran, in order, since the host was made or the log was last taken.
    /// Views inside a `ForEach` row are named with the row's id: `ToggleRow[id: 2]`.
    public var renderLog: [String] {
        update()
        return log
    }

    /// How many times each view's body has run since the host was made, by the render log's names.
    /// Unlike the render log, taking the log does not reset these counts.
    public var bodyCounts: [String: Int] {
        update()
        return counts
    }

    /// Returns the render log and starts a new one.
    public func takeRenderLog() -> [String] {
        update()
        defer { log = [] }
        return log
    }

    /// The calls the host made into custom layouts since it was made or the log was last taken, each with how
    /// many times it measured a subview, then starts a new log: `BedFlow.makeCache: measured subviews 3 times`,
    /// `BedFlow.sizeThatFits(393 × 852) -> 393 × 40: measured subviews 0 times`. A check's tool; SwiftUI has no
    /// such log. The host lays a custom layout out after an update that changed the layout value or what its
    /// subviews show: its cache is made the first time and updated after.
    public func takeLayoutLog() -> [String] {
        update()
        defer { layoutCalls = [] }
        return layoutCalls
    }

    /// How many times a value this host keeps for its views (a `@State`, an `@AppStorage`) was written since the
    /// host was made or the count was last taken, equal values included: a write of the value already there
    /// runs no body again, so the render log cannot show it. A check's tool; SwiftUI has no such query.
    public internal(set) var stateWrites = 0

    /// Returns ``stateWrites`` and starts counting again from zero (pending changes are applied first).
    public func takeStateWrites() -> Int {
        update()
        defer { stateWrites = 0 }
        return stateWrites
    }

    /// The runtime warnings emitted since this host was made, in SwiftUI's words.
    public var warnings: [String] {
        RuntimeWarnings.since(firstWarning)
    }

    // MARK: Building

    func makeNodes(for view: any View, in context: BuildContext) -> [Node] {
        makeNodes(of: view, in: context)
    }

    private func makeNodes<V: View>(of view: V, in context: BuildContext) -> [Node] {
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNodes(in: context)
        }
        return [compositeNode(for: view, in: context)]
    }

    /// A primitive node at the current position.
    func node(_ role: Node.Role, _ label: String, in context: BuildContext) -> Node {
        Node(
            identity: context.child(.role(label.prefix { $0 != "(" && $0 != "<" }.description)).path, role: role,
            label: label)
    }

    private func compositeNode<V: View>(for view: V, in context: BuildContext) -> Node {
        let typeName = String(reflecting: V.self)
        let bodyContext = context.child(.type(typeName))
        let identity = bodyContext.path
        if let old = live[identity], old.role == .composite, !dirty.contains(identity),
            let oldView = old.value, ViewEquality.equal(oldView, view, recordedBindingValues: old.bindingValues),
            ViewEquality.equal(old.environment, context.environment)
        {
            // The modifiers around this view mark it again, in the same order, after it returns.
            old.clearModifierMarks()
            return old
        }
        let node = live[identity] ?? Node(identity: identity, role: .composite, label: String(describing: V.self))
        node.clearModifierMarks()
        node.value = view
        node.bindingValues = ViewEquality.bindingValues(in: view)
        node.environment = context.environment
        node.renderName = Self.renderName(for: V.self, rowID: context.rowID)
        node.evaluate = { [unowned self, unowned node] in
            guard let view = node.value as? V else { return }
            self.evaluate(view, node: node, in: bodyContext)
        }
        scheduleEvaluation(of: node)
        return node
    }

    /// Lets a custom `ViewModifier` take part like a view with a body: its `body(content:)` is
    /// evaluated with the modified content standing in for `content`.
    func modifierNode<M: ViewModifier>(
        for modifier: M, in context: BuildContext, content: @escaping (BuildContext) -> [Node]
    ) -> Node {
        let typeName = String(reflecting: M.self)
        let bodyContext = context.child(.type(typeName))
        let node =
            live[bodyContext.path]
            ?? Node(identity: bodyContext.path, role: .composite, label: String(describing: M.self))
        node.clearModifierMarks()
        node.value = modifier
        node.environment = context.environment
        node.renderName = Self.renderName(for: M.self, rowID: context.rowID)
        node.evaluate = { [unowned self, unowned node] in
            guard let modifier = node.value as? M else { return }
            var inner = bodyContext
            inner.modifierContent.append(content)
            self.dirty.remove(node.identity)
            DynamicProperties.install(in: modifier, node: node, host: self)
            self.recordBody(of: node)
            node.children = self.expand(tracking: node) {
                self.makeNodes(for: modifier.body(content: _ViewModifier_Content<M>()), in: inner)
            }
        }
        scheduleEvaluation(of: node)
        return node
    }

    private func evaluate<V: View>(_ view: V, node: Node, in context: BuildContext) {
        dirty.remove(node.identity)
        DynamicProperties.install(in: view, node: node, host: self)
        recordBody(of: node)
        node.children = expand(tracking: node) { self.makeNodes(for: view.body, in: context) }
    }

    /// Notes in the render log that a body ran.
    func recordBody(of node: Node) {
        log.append(node.renderName)
        snapshots?.rendered.append(node.renderName)
        snapshots?.renderedIdentities.append(node.identity)
        counts[node.renderName, default: 0] += 1
    }

    func scheduleEvaluation(of node: Node) {
        if pendingEvaluations.isEmpty {
            node.evaluate?()
        } else {
            pendingEvaluations[pendingEvaluations.count - 1].append(node)
        }
    }

    /// Runs `build` while recording what it reads on behalf of `node`, then evaluates the composite
    /// views it created, each recording its own reads.
    func expand(tracking node: Node?, _ build: () -> [Node]) -> [Node] {
        pendingEvaluations.append([])
        let previous = DependencyTracking.current
        DependencyTracking.current = node.map { .init(host: self, identity: $0.identity) }
        let nodes: [Node]
        if let node {
            let identity = node.identity
            nodes = withObservationTracking(build) { [weak self] in
                MainThread.run { self?.invalidate(identity) }
            }
        } else {
            nodes = build()
        }
        DependencyTracking.current = previous
        let created = pendingEvaluations.removeLast()
        for child in created { child.evaluate?() }
        return nodes
    }

    // MARK: Invalidation

    /// Marks a view's body as needing to run again.
    func invalidate(_ identity: String) {
        if isUpdating, DependencyTracking.current?.identity == identity {
            RuntimeWarnings.emit("Modifying state during view update, this will cause undefined behavior.")
        }
        dirty.insert(identity)
    }

    private func updatePass(_ node: Node) {
        if node.role == .composite, dirty.contains(node.identity) {
            node.evaluate?()
        }
        for child in node.children { updatePass(child) }
    }

    /// Records the new tree: forgets state of views that are gone; runs `onAppear` and starts `.task` for views
    /// that came on screen, and runs `onDisappear` and cancels `.task` for views that left it.
    ///
    /// Appearing means coming on screen, not into the tree, as in SwiftUI: Apple's page for `onAppear(perform:)`
    /// says the action runs "before this view appears" and "completes before the first rendered frame appears".
    /// A view kept with its state but covered (a tab not selected, a navigation root under a pushed screen) has
    /// not appeared, or has disappeared, and appears again when it is shown again: observed in SwiftUI, where a
    /// tab's `onAppear` runs each time the tab is selected and a stack's root's each time the user comes back to
    /// it. A view hidden by `.hidden()` is still laid out, and counts as on screen (observed too).
    private func commit() {
        let nodes = root.children.flatMap(\.subtree)
        var next: [String: Node] = [:]
        for node in nodes { next[node.identity] = node }
        var nowShown: [String: Node] = [:]
        var appeared: [Node] = []
        for node in root.children.flatMap(\.shownSubtree) {
            if shown[node.identity] == nil && nowShown[node.identity] == nil { appeared.append(node) }
            nowShown[node.identity] = node
        }
        var disappeared: [Node] = []
        for (identity, node) in shown where nowShown[identity] == nil {
            for task in runningTasks.removeValue(forKey: identity) ?? [] { task.cancel() }
            // A view still in the tree (covered) acts as it was last built; one that is gone, as it was.
            let current = next[identity] ?? node
            if !current.onDisappear.isEmpty { disappeared.append(current) }
        }
        shown = nowShown
        live = next
        dirty = dirty.filter { next[$0] != nil }
        storage = storage.filter { key, _ in next[String(key.prefix { $0 != "#" })] != nil }
        for node in disappeared.sorted(by: { $0.identity < $1.identity }) {
            for action in node.onDisappear { action() }
        }
        let watching = nodes.filter { !$0.watchers.isEmpty }
        for node in appeared {
            for action in node.onAppear { action() }
            for request in node.tasks {
                let action = request.action
                let task = Task(priority: request.priority) { await action() }
                runningTasks[node.identity, default: []].append(task)
            }
        }
        runWatchers(of: watching)
    }

    /// Values last seen by each `onChange(of:)` and `task(id:)`, by node identity and modifier position.
    private var watchedValues: [String: Any] = [:]

    /// Runs the `onChange` actions and restarts the `task(id:)`s whose watched values changed since the
    /// last update, and starts those that appeared, as SwiftUI does after a body runs.
    private func runWatchers(of nodes: [Node]) {
        var seen: Set<String> = []
        for node in nodes {
            for (position, watcher) in node.watchers.sorted(by: { $0.key < $1.key }) {
                let key = node.identity + "@" + position
                seen.insert(key)
                if let old = watchedValues[key] {
                    if !watcher.isEqual(old) {
                        watchedValues[key] = watcher.value
                        watcher.action(old)
                    }
                } else {
                    watchedValues[key] = watcher.value
                    watcher.action(nil)
                }
            }
        }
        watchedValues = watchedValues.filter { seen.contains($0.key) }
        let live = self.live
        runningTasks = runningTasks.filter { key, tasks in
            let identity = String(key.prefix { $0 != "@" })
            if live[identity] != nil || !key.contains("@") { return true }
            for task in tasks { task.cancel() }
            return false
        }
    }

    /// Starts a `task(id:)`'s action, cancelling the one it replaces.
    func restartTask(key: String, priority: TaskPriority, action: @escaping @isolated(any) @Sendable () async -> Void) {
        for task in runningTasks.removeValue(forKey: key) ?? [] { task.cancel() }
        runningTasks[key] = [Task(priority: priority) { await action() }]
    }

    // MARK: Finding things on screen

    /// The nodes a user can see: everything except what sits under a disabled or hidden branch.
    private var visibleNodes: [Node] {
        root.children.flatMap(\.visibleSubtree)
    }

    func find(_ role: Node.Role, _ label: String, kind: String? = nil) -> Node {
        let candidates = visibleNodes.filter { $0.role == role }
        if let match = candidates.first(where: { $0.text == label }) {
            return match
        }
        let kind = kind ?? (role == .button ? "button" : "toggle")
        let known = candidates.compactMap { $0.text.map { String(reflecting: $0) } }
        let list = known.isEmpty ? "there are none" : "labels on screen: " + known.joined(separator: ", ")
        notOnScreen("no \(kind) labelled \(String(reflecting: label)) on screen (\(list))")
    }

    /// Ends a check whose user action looks for something the screen does not show. What the check looks for is
    /// the code's output, not a fault in it: the program prints what it looked for and what the screen shows
    /// instead, then ends normally, so the check fails as wrong output (never as a crash in the learner's code).
    func notOnScreen(_ missing: String) -> Never {
        print(notOnScreenReport(missing))
        exit(0)
    }

    /// What ``notOnScreen(_:)`` prints: what was looked for, then the screen as it is.
    func notOnScreenReport(_ missing: String) -> String {
        let shown = screen
        return "ViewHost: \(missing); the screen shows:\n" + (shown.isEmpty ? "(nothing)" : shown)
    }

    static func renderName(for type: Any.Type, rowID: AnyHashable?) -> String {
        let name = String(describing: type).prefix { $0 != "<" }
        guard let rowID else { return String(name) }
        return "\(name)[id: \(String(describing: rowID.base))]"
    }

    /// `@AppStorage` values by key: shared by every view of this host, never forgotten.
    private var appStorage: [String: StoredValue] = [:]

    func appStorageValue(for key: String) -> StoredValue? {
        if let value = appStorage[key] {
            if let stored = AppStorageStore.value(for: key) { value.value = stored }
            return value
        }
        guard let stored = AppStorageStore.value(for: key) else {
            // Nothing stored yet: the first write creates the shared value.
            let value = StoredValue(host: self, value: AppStorageMissing())
            appStorage[key] = value
            return value
        }
        let value = StoredValue(host: self, value: stored)
        appStorage[key] = value
        return value
    }

    func storedValue(for key: String, initial: () -> Any) -> StoredValue {
        if let value = storage[key] { return value }
        let value = StoredValue(host: self, value: initial())
        storage[key] = value
        return value
    }
}
