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

/// A view that arranges its children in a line that grows horizontally, creating items only as needed.

public struct LazyHStack<Content: View> {
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

/// A scrollable view.
public struct ScrollView<Content: View> {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of the content offset.
    public var showsIndicators: Bool

    nonisolated public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

/// A container for grouping controls used for data entry.
public struct Form<Content: View> {
    let content: Content

    nonisolated public init(@ViewBuilder content: () -> Content) {
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

extension LazyHStack: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ScrollView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Form: View {
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

extension LazyHStack: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("LazyHStack", Container.stackArguments(alignment.name, spacing), content, in: context)
    }
}

extension ScrollView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        var arguments: [String] = []
        if axes != .vertical {
            arguments.append(axes == .horizontal ? ".horizontal" : "[.horizontal, .vertical]")
        }
        if !showsIndicators { arguments.append("showsIndicators: false") }
        return Container.node("ScrollView", arguments, content, in: context)
    }
}

extension Form: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("Form", [], content, in: context)
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
