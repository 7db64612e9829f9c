import Foundation

/// A type that defines the semantic position of where a scroll view is scrolled within its content.
///
/// Nothing scrolls in MiniUI: the position changes only when code calls `scrollTo`.
public struct ScrollPosition: @unchecked Sendable {
    /// The edge scrolled to, if any.
    public private(set) var edge: Edge?
    /// The point scrolled to, if any.
    public private(set) var point: CGPoint?
    var id: AnyHashable?

    /// Creates a new scroll position to a view with a provided identity type.
    public init<ID: Hashable & Sendable>(idType: ID.Type = ID.self) {}

    /// Creates a new scroll position to a view with a provided identity value.
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) { self.id = AnyHashable(id) }

    /// Creates a new scroll position to the provided edge.
    public init(edge: Edge) { self.edge = edge }

    /// Creates a new scroll position to the provided point.
    public init(point: CGPoint) { self.point = point }

    /// Creates a new scroll position to a position of the provided coordinates.
    public init(x: CGFloat, y: CGFloat) { self.point = CGPoint(x: x, y: y) }

    /// Whether the scroll view was positioned by the user (never in MiniUI).
    public var isPositionedByUser: Bool { false }

    /// The identity of the view scrolled to, if any.
    public func viewID<ID: Hashable>(type: ID.Type) -> ID? { id?.base as? ID }

    /// Scrolls the view with the provided identity into view.
    public mutating func scrollTo<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        self = ScrollPosition(id: id, anchor: anchor)
    }

    /// Scrolls to the provided edge.
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }

    /// Scrolls to the provided point.
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }

    /// Scrolls to the provided coordinates.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(x: x, y: y) }
}

/// A type that defines the geometry of a scroll view.
public struct ScrollGeometry: Equatable, Sendable {
    /// The content offset of the scroll view.
    public var contentOffset: CGPoint = .zero
    /// The size of the content of the scroll view.
    public var contentSize: CGSize = .zero
    /// The content insets of the scroll view.
    public var contentInsets = EdgeInsets()
    /// The size of the container of the scroll view.
    public var containerSize = CGSize(width: 393, height: 852)
    /// The visible rect of the scroll view.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The bounds of the scroll view.
    public var bounds: CGRect { CGRect(origin: .zero, size: containerSize) }
}

/// A type that describes the state of a scroll gesture of a scrollable view like a scroll view.
public enum ScrollPhase: Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    /// Whether the scroll view is actively scrolling.
    public var isScrolling: Bool { self != .idle }
}

/// A type that provides you with more content when the phase of a scroll view changes.
public struct ScrollPhaseChangeContext: Sendable {
    /// The geometry of the scroll view.
    public var geometry: ScrollGeometry { ScrollGeometry() }
}

extension View {
    /// Associates a binding to a scroll position with a scroll view within this view.
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        annotated(".scrollPosition")
    }

    /// Adds an action to be performed when a value, created from a scroll geometry, changes. Nothing
    /// scrolls in MiniUI: the action never runs.
    nonisolated public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        annotated(".onScrollGeometryChange")
    }

    /// Adds an action to perform when the scroll phase of the first scroll view in the hierarchy changes.
    nonisolated public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
    ) -> some View {
        annotated(".onScrollPhaseChange")
    }

    /// Adds an action to perform when the scroll phase of the first scroll view in the hierarchy changes,
    /// with its context.
    nonisolated public func onScrollPhaseChange(
        _ action:
            @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext)
            -> Void
    ) -> some View {
        annotated(".onScrollPhaseChange")
    }

    /// Adds an action to be called when the view crosses the threshold to be considered on or off screen.
    nonisolated public func onScrollVisibilityChange(
        threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
    ) -> some View {
        annotated(".onScrollVisibilityChange")
    }

    /// Associates an anchor to control which part of the scroll view's content should be rendered by default.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        annotated(".defaultScrollAnchor(…)")
    }

    /// Associates a binding to be updated when a scroll view within this view scrolls.
    nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        annotated(".scrollPosition(id:)")
    }
}
