/// A type that collects multiple instances of a content type into a single unit, without layout.

public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }

    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: PrimitiveView where Content: View {
    func makeNodes(in context: BuildContext) -> [Node] {
        context.host.makeNodes(for: content, in: context)
    }
}

extension Group: Scene where Content: Scene {
    /// Creates a group of scenes.
    public init(@SceneBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("Group of scenes has no body") }
}

extension Group: ToolbarContent where Content: ToolbarContent {
    /// Creates a group of toolbar content instances.
    nonisolated public init(@ToolbarContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("Group of toolbar content has no body") }
}

extension Group: PrimitiveToolbarContent where Content: ToolbarContent {
    var items: [(placement: ToolbarItemPlacement, view: AnyView)] { content.toolbarItems }
}
