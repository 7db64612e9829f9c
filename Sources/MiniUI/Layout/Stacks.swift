/// A view that arranges its subviews in a horizontal line.

public struct HStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// A view that arranges its subviews in a vertical line.

public struct VStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension HStack: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension VStack: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension HStack: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("HStack", Container.stackArguments(alignment.name, spacing), content, in: context)
    }
}

extension VStack: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("VStack", Container.stackArguments(alignment.name, spacing), content, in: context)
    }
}

/// The one way containers become nodes: a line with the container's non-default arguments, and
/// the content's views below it.
enum Container {
    @MainActor
    static func node<Content: View>(
        _ name: String, _ arguments: [String], _ content: Content, role: Node.Role = .generic, in context: BuildContext
    ) -> [Node] {
        let label = arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
        let node = context.host.node(role, label, in: context)
        node.children = context.host.makeNodes(for: content, in: context.inside(node))
        return [node]
    }

    static func stackArguments(_ alignment: String, _ spacing: CGFloat?) -> [String] {
        var arguments: [String] = []
        if alignment != ".center" { arguments.append("alignment: \(alignment)") }
        if let spacing { arguments.append("spacing: \(Renderer.number(spacing))") }
        return arguments
    }
}
