import Foundation

// `GroupBox`: a stylized view with an optional label, drawn as a container.

/// A stylized view, with an optional label, that visually collects a logical grouping of content.
public struct GroupBox<Label: View, Content: View> {
    let label: Label
    let content: Content

    /// Creates a group box with the provided label and view content.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
}

extension GroupBox {
    /// Creates a group box with the provided label and view content (the older form).
    @available(iOS, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    @available(macOS, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    nonisolated public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group box with the provided view content and a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension GroupBox: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = LabelledControl.node(.generic, "GroupBox", label: label, in: context)
        node.children += context.host.makeNodes(for: content, in: context.inside(node).child(.role("content")))
        return [node]
    }
}
