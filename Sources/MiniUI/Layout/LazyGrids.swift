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

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    /// Creates an instance with the given horizontal and vertical alignments.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    var name: String {
        let names: [(Alignment, String)] = [
            (.center, ".center"), (.leading, ".leading"), (.trailing, ".trailing"), (.top, ".top"),
            (.bottom, ".bottom"), (.topLeading, ".topLeading"), (.topTrailing, ".topTrailing"),
            (.bottomLeading, ".bottomLeading"), (.bottomTrailing, ".bottomTrailing"),
        ]
        return names.first { $0.0 == self }?.1
            ?? "Alignment(horizontal: \(horizontal.name), vertical: \(vertical.name))"
    }
}

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

/// A container view that defines its content as a function of its own size and coordinate space.
///
/// MiniUI does no layout: the proxy reports the size of an iPhone screen, 393 × 852 points.
public struct GeometryReader<Content: View> {
    public var content: (GeometryProxy) -> Content

    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container view.
public struct GeometryProxy {
    /// The size of the container view.
    public var size: CGSize { CGSize(width: 393, height: 852) }
    /// The safe area inset of the container view.
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0) }
}

extension GeometryReader: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension GeometryReader: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("GeometryReader", [], content(GeometryProxy()), in: context)
    }
}

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known child views.
public struct ScrollViewReader<Content: View> {
    public var content: (ScrollViewProxy) -> Content

    nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view hierarchy.
///
/// MiniUI does not scroll; `scrollTo` records the id it was asked for, shown on the reader's line.
public struct ScrollViewProxy {
    let target: ScrollTarget

    /// Scans all scroll views contained by the proxy for the first with a child view with identifier
    /// `id`, and then scrolls to that view.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        target.stored?.write([AnyHashable(id)])
    }
}

final class ScrollTarget: @unchecked Sendable {
    nonisolated(unsafe) var stored: StoredValue?
}

/// A normalized 2D point in a view's coordinate space.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension ScrollViewReader: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ScrollViewReader: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.generic, "ScrollViewReader", in: context)
        let stored = context.host.storedValue(for: node.identity + "#scrolledTo") { [AnyHashable]() }
        let target = ScrollTarget()
        target.stored = stored
        if let id = (stored.read() as? [AnyHashable])?.last {
            node.label += " [scrolled to: \(String(reflecting: id.base))]"
        }
        node.children = context.host.makeNodes(for: content(ScrollViewProxy(target: target)), in: context.inside(node))
        return [node]
    }
}

extension View {
    /// Binds a view's identity to the given proxy value: what `ScrollViewProxy.scrollTo(_:)` looks for.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IDModifier(id: AnyHashable(id)))
    }
}

struct IDModifier {
    let id: AnyHashable
}

extension IDModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func modify(_ context: inout BuildContext) {
        context = context.child(.id(id))
    }
}
