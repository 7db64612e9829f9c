import Foundation

// Coordinate spaces, alignment guides, preferences, and the gestures everyday screens add: MiniUI does no
// layout and has no touches, so frames are an iPhone screen's, preferences are annotations whose change
// actions never run, and gestures never fire.

/// A resolved coordinate space created by the coordinate space protocol.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The global coordinate space at the root of the view hierarchy.
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space.
    case named(AnyHashable)

    /// Whether this is the global coordinate space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local coordinate space.
    public var isLocal: Bool { self == .local }
}

/// A frame of reference within the layout system.
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// Creates a named coordinate space using the given value.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
}

extension GeometryProxy {
    /// Returns the container view's bounds rectangle, converted to a defined coordinate space: MiniUI
    /// does no layout, so it is the screen, at the origin.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        CGRect(origin: .zero, size: size)
    }

    /// Returns the given coordinate space's bounds rectangle, converted to the local coordinate space.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { CGRect(origin: .zero, size: size) }
}

extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions like points
    /// and sizes relative to the named space.
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
        annotated(".coordinateSpace(name: \(String(reflecting: name)))")
    }

    /// Assigns a name to the view's coordinate space.
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        annotated(".coordinateSpace(.named(\(String(reflecting: name.name.base))))")
    }

    /// Sets the view's horizontal alignment.
    nonisolated public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        annotated(".alignmentGuide(\(g.name))")
    }

    /// Sets the view's vertical alignment.
    nonisolated public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        annotated(".alignmentGuide(\(g.name))")
    }

    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    nonisolated public func offset(_ offset: CGSize) -> some View {
        annotated(".offset(x: \(Renderer.number(offset.width)), y: \(Renderer.number(offset.height)))")
    }
}

// MARK: Preferences

/// A named value produced by a view.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The default value of the preference.
    static var defaultValue: Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with the result of a
    /// closure that provides the next value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Sets a value for the given preference.
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        annotated(".preference(key: \(K.self).self, value: \(value))")
    }

    /// Applies a transformation to a preference value.
    nonisolated public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        annotated(".transformPreference(\(K.self).self)")
    }

    /// Adds an action to perform when the specified preference key's value changes. MiniUI does not
    /// gather preferences: the action never runs.
    nonisolated public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        annotated(".onPreferenceChange(\(K.self).self)")
    }

    /// Reads the specified preference value from the view, using it to produce a second view that is
    /// applied as an overlay to the original view.
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(LayerModifier(name: "overlayPreferenceValue", layer: transform(K.defaultValue)))
    }

    /// Reads the specified preference value from the view, using it to produce a second view that is
    /// applied as the background of the original view.
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(LayerModifier(name: "backgroundPreferenceValue", layer: transform(K.defaultValue)))
    }
}

// MARK: Gestures

/// A gesture that updates the state provided by a gesture's updating callback.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
}

extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes.
    nonisolated public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture()
    }

    /// Sequences a gesture with another one to create a new gesture, which results in the second gesture
    /// only receiving events after the first gesture succeeds.
    nonisolated public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture()
    }

    /// Combines a gesture with another gesture to create a new gesture that recognizes both gestures at
    /// the same time.
    nonisolated public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture()
    }

    /// Combines two gestures exclusively to create a new gesture where only one gesture succeeds, giving
    /// precedence to the first gesture.
    nonisolated public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture()
    }
}

/// A gesture that's a sequence of two gestures.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a sequence gesture that helps to detect whether the first gesture succeeded.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
}

/// A gesture containing two gestures that can happen at the same time with neither of them preceding the
/// other.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a simultaneous gesture that indicates which of its two gestures receives events.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
}

/// A gesture that consists of two gestures where only one of them can succeed.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
public struct MagnifyGesture: Gesture {
    /// A value describing the state of the gesture.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    nonisolated public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification (the older
/// form, whose value is the magnification).
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    nonisolated public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
public struct RotateGesture: Gesture {
    /// A value describing the state of the gesture.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation (the older form,
/// whose value is the angle).
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// A gesture that recognizes one or more taps and reports their location.
public struct SpatialTapGesture: Gesture {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    nonisolated public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
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
}
