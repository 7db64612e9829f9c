import Foundation

// Composed gestures (sequenced, simultaneous, exclusive), gesture state, and the magnify, rotate and
// spatial tap gestures. MiniUI has no touches: gesture state keeps its initial value and gesture actions
// never run.

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
