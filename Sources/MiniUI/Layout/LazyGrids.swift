/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item, which is the width of a column item or the height of a row item.
    public var size: GridItem.Size
    /// The spacing to the next item.
    public var spacing: CGFloat?
    /// The alignment to use when placing each view.
    public var alignment: Alignment?

    /// Creates a grid item with the provided size, spacing, and alignments.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var swiftDescription: String {
        switch size {
        case .fixed(let length): ".fixed(\(Renderer.number(length)))"
        case .flexible: ".flexible"
        case .adaptive(let minimum, _): ".adaptive(minimum: \(Renderer.number(minimum)))"
        }
    }
}

/// A container view that arranges its child views in a grid that grows vertically, creating items
/// only as needed.
public struct LazyVGrid<Content: View> {
    let columns: [GridItem]
    let spacing: CGFloat?
    let content: Content

    nonisolated public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.spacing = spacing
        self.content = content()
    }
}

/// A container view that arranges its child views in a grid that grows horizontally, creating
/// items only as needed.
public struct LazyHGrid<Content: View> {
    let rows: [GridItem]
    let spacing: CGFloat?
    let content: Content

    nonisolated public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVGrid: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension LazyHGrid: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension LazyVGrid: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        var arguments = ["columns: [" + columns.map(\.swiftDescription).joined(separator: ", ") + "]"]
        if let spacing { arguments.append("spacing: \(Renderer.number(spacing))") }
        return Container.node("LazyVGrid", arguments, content, in: context)
    }
}

extension LazyHGrid: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        var arguments = ["rows: [" + rows.map(\.swiftDescription).joined(separator: ", ") + "]"]
        if let spacing { arguments.append("spacing: \(Renderer.number(spacing))") }
        return Container.node("LazyHGrid", arguments, content, in: context)
    }
}
