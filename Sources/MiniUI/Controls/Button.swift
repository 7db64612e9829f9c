/// A control that initiates an action.
///
/// ```swift
/// Button("Add") { plants.append(Plant(name: "Fern")) }
/// Button(action: signIn) { Label("Sign In", systemImage: "person") }
/// ```
public struct Button<Label: View> {
    let action: @MainActor () -> Void
    let label: Label
    var role: ButtonRole?

    /// Creates a button that displays a custom label.
    @preconcurrency
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// Creates a button with a specified role that displays a custom label.
    @preconcurrency
    nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)
    {
        self.action = action
        self.label = label()
        self.role = role
    }
}

extension Button where Label == MiniUI.Label<Text, Image> {
    /// Creates a button with a specified role that generates its label from a localized string key
    /// and a system image.
    @preconcurrency
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { MiniUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a specified role that generates its label from a string and a system image.
    @_disfavoredOverload
    @preconcurrency
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { MiniUI.Label(title, systemImage: systemImage) }
    }
}

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    let name: String

    /// A role that indicates a destructive button.
    public static let destructive = ButtonRole(name: ".destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: ".cancel")
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    @preconcurrency
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a localized string key.
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void)
    {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    @_disfavoredOverload
    @preconcurrency
    nonisolated public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Button: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let arguments = role.map { "role: \($0.name)" }
        let node: Node
        if let style = context.environment.buttonStyle {
            // A custom ButtonStyle draws the button: its body shows below the button's line.
            node = context.host.node(.button, "Button" + (arguments.map { "(\($0))" } ?? ""), in: context)
            let labelNodes = context.host.makeNodes(for: label, in: context.inside(node).child(.role("probe")))
            node.text = labelNodes.flatMap(\.subtree).first { $0.role == .text }?.text
            // The style's body is a view of its own below the button: pressing the button (`host.press`) runs it
            // again with `isPressed` true, and nothing else.
            let role = role
            let label = ButtonStyleConfiguration.Label(content: AnyView(label))
            node.children = [
                context.host.buttonStyleNode(style, of: node.identity, in: context.inside(node)) { isPressed in
                    ButtonStyleConfiguration(role: role, label: label, isPressed: isPressed)
                }
            ]
        } else {
            node = LabelledControl.node(.button, "Button", label: label, arguments: arguments, in: context)
        }
        if let presentation = context.environment.dismissesOnAction, context.environment.isEnabled {
            let action = action
            let dismiss = presentation.dismiss
            node.action = {
                action()
                dismiss()
            }
        } else {
            node.action = context.environment.isEnabled ? action : {}
        }
        return [node]
    }
}
