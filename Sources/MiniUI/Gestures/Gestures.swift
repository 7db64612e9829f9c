// Gestures: MiniUI has no touches, so these compile and show as written; `host.tap` reaches
// `onTapGesture` only.

/// An instance that matches a sequence of events to a gesture, and returns a stream of values for
/// each of its states.
@MainActor @preconcurrency
public protocol Gesture {
    /// The type representing the gesture's value.
    associatedtype Value
}

/// A dragging motion that invokes an action as the drag-event sequence changes.
public struct DragGesture: Gesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var predictedEndTranslation: CGSize
        public var predictedEndLocation: CGPoint
        /// The time associated with the drag gesture's current event.
        public var time: Date = Date(timeIntervalSince1970: 0)
        /// The current drag velocity, in points a second.
        public var velocity: CGSize = .zero
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds and
    /// the coordinate space of the gesture's location.
    nonisolated public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
    }
}

/// A gesture that recognizes one or more taps.
public struct TapGesture: Gesture {
    public typealias Value = Void
    nonisolated public init(count: Int = 1) {}
}

/// A gesture that succeeds when the user performs a long press.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    nonisolated public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// A gesture with an action for its changes.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

/// A gesture with an action for its end.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture()
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture()
    }
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    nonisolated public func gesture<T: Gesture>(_ gesture: T) -> some View {
        annotated(".gesture(\(String(describing: T.self).prefix { $0 != "<" }))")
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T) -> some View {
        annotated(".simultaneousGesture(\(String(describing: T.self).prefix { $0 != "<" }))")
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T) -> some View {
        annotated(".highPriorityGesture(\(String(describing: T.self).prefix { $0 != "<" }))")
    }

    /// Adds an action to perform when this view recognizes a long press gesture.
    nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void
    ) -> some View {
        annotated(".onLongPressGesture")
    }

    /// Adds an action to perform when this view recognizes a tap gesture; in a ``ViewHost``,
    /// `host.tap(_:)` finds the view by its text.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapGestureModifier(action: action))
    }
}

struct TapGestureModifier {
    let action: () -> Void
}

extension TapGestureModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        node.annotations.append(".onTapGesture")
        let action = action
        node.controls.tap = { action() }
    }
}

extension View {
    /// Adds an action to perform when this view recognizes a tap gesture, and provides the action with
    /// the location of the interaction. No touches in MiniUI: `host.tap` runs the location-less form only.
    nonisolated public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        annotated(".onTapGesture(count: \(count))")
    }

    /// Configures whether this view participates in hit test operations.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
        annotated(".allowsHitTesting(\(enabled))")
    }
}
