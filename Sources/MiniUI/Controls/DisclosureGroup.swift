/// A view that shows or hides another content view, based on the state of a disclosure control.
///
/// ```swift
/// DisclosureGroup("Advanced") { Toggle("Metric units", isOn: $metric) }
/// ```
///
/// In a ``ViewHost``, `host.toggle("Advanced")` opens or closes it.
public struct DisclosureGroup<Label: View, Content: View> {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
}

extension DisclosureGroup {
    /// Creates a disclosure group with the given label and content views.
    nonisolated public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content, isExpanded: nil)
    }

    /// Creates a disclosure group with the given label and content views, and a binding to the
    /// expansion state (expanded or collapsed).
    nonisolated public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), content: content, isExpanded: isExpanded)
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group, using a provided localized string key to create a text view for the label.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(label: Text(titleKey), content: content, isExpanded: nil)
    }

    /// Creates a disclosure group, using a provided localized string key to create a text view for
    /// the label, and a binding to the expansion state (expanded or collapsed).
    nonisolated public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(label: Text(titleKey), content: content, isExpanded: isExpanded)
    }

    /// Creates a disclosure group, using a provided string to create a text view for the label.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(label: Text(label), content: content, isExpanded: nil)
    }

    /// Creates a disclosure group, using a provided string to create a text view for the label, and
    /// a binding to the expansion state (expanded or collapsed).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(label: Text(label), content: content, isExpanded: isExpanded)
    }
}

extension DisclosureGroup: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension DisclosureGroup: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let probe = context.host.node(.toggle, "DisclosureGroup", in: context)
        let expanded =
            isExpanded
            ?? Binding(
                location: StoredLocation<Bool>(
                    stored: context.host.storedValue(for: probe.identity + "#expanded") { false }))
        let open = expanded.wrappedValue
        let node = LabelledControl.node(.toggle, "DisclosureGroup", label: label, in: context)
        node.label += open ? " [expanded]" : " [collapsed]"
        node.isOn = context.environment.isEnabled ? expanded : .constant(open)
        node.isOnValue = open
        if open {
            node.children += context.host.makeNodes(for: content(), in: context.inside(node).child(.role("content")))
        }
        return [node]
    }
}
