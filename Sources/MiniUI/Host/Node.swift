/// One resolved piece of the screen: what a view expanded into the last time it was built.
///
/// Composite nodes belong to views with a `body` (they keep the view value, its environment and a way to
/// evaluate it again); primitive nodes are what the renderer prints and what a user can touch.
@MainActor
final class Node {
    enum Role: Equatable {
        case root, composite, anyView, generic, text, button, toggle, list, section, forEach, row
        /// Text fields, pickers, steppers, sliders, date pickers: controls a user sets rather than taps.
        case control
    }

    let identity: String
    var role: Role
    /// The line the renderer prints: `Text("Hello")`, `VStack(spacing: 8)`, `PlainList<Array<Plant>, Int, Text>`.
    var label: String
    /// Modifiers in source order, printed after the label: `.padding()`, `.font(.headline)`.
    var annotations: [String] = []
    var children: [Node] = []

    // Composite nodes.
    var value: Any?
    /// What the bindings in `value` read when it was stored, to tell whether a new value differs.
    var bindingValues: [Any] = []
    var environment = EnvironmentValues()
    var evaluate: (() -> Void)?
    var renderName = ""
    var subscriptions: [AnyCancellable] = []

    // What a user can do with it.
    var action: (@MainActor () -> Void)?
    var isOn: Binding<Bool>?
    /// What a toggle showed when it was built.
    var isOnValue = false
    var text: String?
    var isDisabled = false

    // Inside a List.
    var rowID: AnyHashable?
    /// The value `.tag(_:)` gave the view, for a picker or a list's selection.
    var tag: AnyHashable?
    /// The title `.tabItem` gave the view, for a `TabView`.
    var tabTitle: String?
    /// A row of a list with `selection:` that is selected.
    var isSelected = false
    var rowTraits = RowTraits()
    var listConfiguration: ListConfiguration?

    // Lifecycle.
    var onAppear: [() -> Void] = []
    var onDisappear: [() -> Void] = []
    var tasks: [TaskRequest] = []
    /// `onChange(of:)` and `task(id:)` watchers, by the position of the modifier that made them.
    var watchers: [String: ChangeWatcher] = [:]
    /// The preferences this view sets, transforms and observes, in the order its modifiers were written.
    var preferences: [PreferenceEntry] = []

    /// Not on screen (a pushed-over navigation root, a collapsed group): kept with its state, not shown.
    var isHidden = false
    /// Hidden by `.hidden()`: out of sight but, as in SwiftUI, still laid out, so the tree keeps it (marked
    /// `.hidden()`) while nothing can find, read or tap it.
    var holdsItsPlace = false
    /// Shown beside a view rather than as a list row of its own: a toolbar, a sheet, swipe actions.
    var isAttachment = false
    /// What a control lets the user do, for the host's `enter`, `select`, `increment`, `delete` and so on.
    var controls = Controls()

    // Layout (`Host/LayoutPass.swift`).
    /// The frames, paddings and `.fixedSize()` applied to this view, innermost first.
    var layoutRecords: [LayoutRecord] = []
    /// A custom layout used as a view: how the host runs it.
    var layoutRunner: LayoutRunner?
    /// What the layout pass wrote on the view's line: a container's proposal and size, a subview's place.
    var layoutNote: String?
    /// The shape a shape view draws, for `ViewHost.animationFrames(at:during:)`.
    var shape: (any Shape)?

    /// The node and every node below it that is on screen, depth first.
    var visibleSubtree: [Node] {
        isHidden ? [] : [self] + children.flatMap(\.visibleSubtree)
    }

    /// The node and every node below it that is on screen for `onAppear` and `onDisappear`: as
    /// ``visibleSubtree``, except that a view hidden by `.hidden()` still counts (it is laid out, as in SwiftUI).
    var shownSubtree: [Node] {
        isHidden && !holdsItsPlace ? [] : [self] + children.flatMap(\.shownSubtree)
    }

    init(identity: String, role: Role, label: String) {
        self.identity = identity
        self.role = role
        self.label = label
    }

    /// Forgets what the modifiers around a kept composite node marked it with when its parent last ran: they mark
    /// it again, in order, as the parent's body runs now. (Without this, a row whose parent ran twice would show
    /// `.opacity(0.5).opacity(1)`, the old argument beside the new.)
    func clearModifierMarks() {
        watchers = [:]
        preferences = []
        annotations = []
        onAppear = []
        tasks = []
    }

    /// The node and every node below it, depth first.
    var subtree: [Node] {
        [self] + children.flatMap(\.subtree)
    }
}

/// What a user can do with a control or a list beyond tapping and toggling.
struct Controls {
    var setText: ((String) -> Void)?
    var choices: [(title: String, select: () -> Void)] = []
    var step: ((Int) -> Void)?
    var setNumber: ((Double) -> Void)?
    var setDate: ((Date) -> Void)?
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?
    var refresh: (@Sendable () async -> Void)?
    var dismiss: (() -> Void)?
    var submit: (() -> Void)?
    var tap: (() -> Void)?
}

/// An `onChange(of:)` or `task(id:)`: the value it watches, and what to do when it appears or changes.
struct ChangeWatcher {
    var value: Any
    var isEqual: (Any) -> Bool
    /// Runs with the old value when the watched value changed, with `nil` when the node appeared.
    var action: (_ oldValue: Any?) -> Void
}

/// A `.task` attached to a node, started when the node appears and cancelled when it disappears.
struct TaskRequest {
    var priority: TaskPriority
    var action: @isolated(any) @Sendable () async -> Void
}

/// The list-row settings a row's content asks for with `.listRowSeparator` and `.listRowInsets`.
struct RowTraits: Equatable {
    /// The separator above the row and the one below it (`listRowSeparator(_:edges:)`).
    var topSeparator: Visibility = .automatic
    var bottomSeparator: Visibility = .automatic
    var insets: EdgeInsets?

    mutating func setSeparator(_ visibility: Visibility, edges: VerticalEdge.Set) {
        if edges.contains(.top) { topSeparator = visibility }
        if edges.contains(.bottom) { bottomSeparator = visibility }
    }

    mutating func merge(_ other: RowTraits) {
        if other.topSeparator != .automatic { topSeparator = other.topSeparator }
        if other.bottomSeparator != .automatic { bottomSeparator = other.bottomSeparator }
        if let insets = other.insets { self.insets = insets }
    }
}

/// What a List read from its environment when it was built.
struct ListConfiguration: Equatable {
    var style: String
    var minRowHeight: CGFloat
}
