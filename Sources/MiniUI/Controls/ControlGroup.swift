import Foundation

/// A container view that displays semantically-related controls in a visually-appropriate manner
/// for the context.
public struct ControlGroup<Content: View> {
    let content: Content

    /// Creates a new control group with the specified content.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A control group's content with its label, made by the labelled initializers.
public struct LabeledControlGroupContent<Content: View, Label: View> {
    let content: Content
    let label: Label

    nonisolated init(content: Content, label: Label) {
        self.content = content
        self.label = label
    }
}

extension LabeledControlGroupContent: View {
    public var body: some View {
        label
        content
    }
}

extension ControlGroup {
    /// Creates a new control group with the specified content and a label.
    nonisolated public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.init { LabeledControlGroupContent(content: content(), label: label()) }
    }

    /// Creates a new control group with the specified content that generates its label from a localized
    /// string key.
    nonisolated public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a new control group with the specified content that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// Creates a new control group with the specified content that generates its label from a localized
    /// string key and a system image.
    nonisolated public init<C: View>(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C
    ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a new control group with the specified content that generates its label from a string and
    /// a system image.
    @_disfavoredOverload
    nonisolated public init<C: View, S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> C
    ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }
}

extension ControlGroup: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ControlGroup: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("ControlGroup", [], content, in: context)
    }
}
