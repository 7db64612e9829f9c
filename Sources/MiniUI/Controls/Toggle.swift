/// A control that toggles between on and off states.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isWiFiOn)
/// ```
public struct Toggle<Label: View> {
    let isOn: Binding<Bool>
    let label: Label
    /// Whether the sources of a toggle made from a collection disagree (MiniUI shows `isOn: mixed`).
    var isMixed: () -> Bool = { false }

    /// Creates a toggle that displays a custom label.
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// Creates a toggle representing a collection of values with a custom label: on when every source is
    /// on, mixed when some are, and switching it sets every source.
    nonisolated public init<C: RandomAccessCollection>(
        sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) {
        let bindings = sources.map { $0[keyPath: isOn] }
        self.isOn = Binding(
            get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
            set: { value in for binding in bindings { binding.wrappedValue = value } })
        self.label = label()
        self.isMixed = { bindings.contains(where: \.wrappedValue) && !bindings.allSatisfy(\.wrappedValue) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration, for a custom style that changes the current one.
    nonisolated public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
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

    /// Creates a toggle representing a collection of values that generates its label from a localized
    /// string key.
    nonisolated public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle representing a collection of values that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
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

    /// Creates a toggle representing a collection of values that generates its label from a localized
    /// string key and system image.
    nonisolated public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { MiniUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle representing a collection of values that generates its label from a string and
    /// system image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { MiniUI.Label(title, systemImage: systemImage) }
    }
}

extension Toggle: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Toggle: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let value = isOn.wrappedValue
        let shown = isMixed() ? "mixed" : "\(value)"
        let node = LabelledControl.node(.toggle, "Toggle", label: label, arguments: "isOn: \(shown)", in: context)
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
