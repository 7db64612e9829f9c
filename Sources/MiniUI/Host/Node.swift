/// One resolved piece of the screen: what a view expanded into the last time it was built.
///
/// Composite nodes belong to views with a `body` (they keep the view value, its environment and a way to
/// evaluate it again); primitive nodes are what the renderer prints and what a user can touch.
@MainActor
final class Node {
    enum Role: Equatable {
        case root, composite, anyView, generic, text, button, toggle, list, section, forEach, row
    }

    let identity: String
    var role: Role
    /// The line the renderer prints: `Text("Hello")`, `VStack(spacing: 8)`, `PlainList<Array<Book>, Int, Text>`.
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
    var rowTraits = RowTraits()
    var listConfiguration: ListConfiguration?

    // Lifecycle.
    var onAppear: [() -> Void] = []
    var tasks: [TaskRequest] = []

    init(identity: String, role: Role, label: String) {
        self.identity = identity
        self.role = role
        self.label = label
    }

    /// The node and every node below it, depth first.
    var subtree: [Node] {
        [self] + children.flatMap(\.subtree)
    }
}

/// A `.task` attached to a node, started when the node appears and cancelled when it disappears.
struct TaskRequest {
    var priority: TaskPriority
    var action: @isolated(any) @Sendable () async -> Void
}

/// The list-row settings a row's content asks for with `.listRowSeparator` and `.listRowInsets`.
struct RowTraits: Equatable {
    var separator: Visibility = .automatic
    var insets: EdgeInsets?

    mutating func merge(_ other: RowTraits) {
        if other.separator != .automatic { separator = other.separator }
        if let insets = other.insets { self.insets = insets }
    }
}

/// What a List read from its environment when it was built.
struct ListConfiguration: Equatable {
    var style: String
    var minRowHeight: CGFloat
}
