/// A view that arranges its children in a line that grows vertically, creating items only as needed.
///
/// MiniUI makes every item at once: there is no scrolling to create them lazily.
public struct LazyVStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVStack: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension LazyVStack: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("LazyVStack", Container.stackArguments(alignment.name, spacing), content, in: context)
    }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The header view.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
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

extension LazyHStack: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension LazyHStack: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("LazyHStack", Container.stackArguments(alignment.name, spacing), content, in: context)
    }
}
