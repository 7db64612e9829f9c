import Foundation

/// A control for navigating to a URL. In a ``ViewHost``, tapping it records the URL in
/// `host.openedURLs`.
public struct Link<Label: View> {
    let destination: URL
    let label: Label

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link where Label == Text {
    /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Link: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = LabelledControl.node(.button, "Link", label: label, in: context)
        let destination = destination
        node.action = { [weak host = context.host] in host?.openedURLs.append(destination) }
        return [node]
    }
}
