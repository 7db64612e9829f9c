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
    let target: ScrollReaderTarget

    /// Scans all scroll views contained by the proxy for the first with a child view with identifier
    /// `id`, and then scrolls to that view.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        target.stored?.write([AnyHashable(id)])
    }
}

final class ScrollReaderTarget: @unchecked Sendable {
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
        let target = ScrollReaderTarget()
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
