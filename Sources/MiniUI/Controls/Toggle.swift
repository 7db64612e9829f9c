/// A control that toggles between on and off states.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isWiFiOn)
/// ```
public struct Toggle<Label: View> {
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle that displays a custom label.
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == MiniUI.Label<Text, Image> {
    /// Creates a toggle that generates its label from a localized string key and system image.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { MiniUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle that generates its label from a string and system image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { MiniUI.Label(title, systemImage: systemImage) }
    }
}

extension Toggle: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Toggle: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let value = isOn.wrappedValue
        let node = LabelledControl.node(.toggle, "Toggle", label: label, arguments: "isOn: \(value)", in: context)
        node.isOn = context.environment.isEnabled ? isOn : .constant(value)
        node.isOnValue = value
        return [node]
    }
}

/// Buttons and toggles print as `Button("Add")` when their label is a single text, and otherwise
/// show their label's views below them.
enum LabelledControl {
    @MainActor
    static func node<Label: View>(
        _ role: Node.Role, _ name: String, label: Label, arguments: String? = nil, in context: BuildContext
    ) -> Node {
        let node = context.host.node(role, name, in: context)
        let labelNodes = context.host.makeNodes(for: label, in: context.inside(node))
        let texts = labelNodes.flatMap(\.subtree).compactMap { $0.role == .text ? $0.text : nil }
        node.text = texts.first
        if labelNodes.count == 1, labelNodes[0].role == .text, labelNodes[0].label.hasPrefix("Text("),
            let title = texts.first
        {
            let parts = [String(reflecting: title)] + (arguments.map { [$0] } ?? [])
            node.label = "\(name)(\(parts.joined(separator: ", ")))" + labelNodes[0].annotations.joined()
        } else {
            node.label = arguments.map { "\(name)(\($0))" } ?? name
            node.children = labelNodes
        }
        return node
    }
}
