// Gestures and animations: MiniUI has no touches and no frames, so these compile and show as
// written; `host.tap` reaches `onTapGesture` only.

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
    }

    nonisolated public init(minimumDistance: CGFloat = 10) {}
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

    /// Renders a view's content as if it's rotated in three dimensions around the specified axis.
    nonisolated public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        annotated(".rotation3DEffect(.degrees(\(Renderer.number(CGFloat(angle.degrees)))))")
    }

    /// Applies the given animation to all animatable values within this view.
    @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(macOS, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
    nonisolated public func animation(_ animation: Animation?) -> some View {
        annotated(".animation(\(animation?.name ?? "nil"))")
    }
}

extension Animation {
    public static func easeIn(duration: Double) -> Animation { Animation(name: ".easeIn") }
    public static func easeOut(duration: Double) -> Animation { Animation(name: ".easeOut") }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: ".spring")
    }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0)
        -> Animation
    {
        Animation(name: ".interpolatingSpring")
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: ".bouncy")
    }

    /// Repeats the animation for the lifespan of the view containing the animation.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(name: name + ".repeatForever()")
    }

    /// Repeats the animation for a specific number of times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(name: name + ".repeatCount(\(repeatCount))")
    }

    /// Delays the start of the animation by the specified number of seconds.
    public func delay(_ delay: Double) -> Animation {
        Animation(name: name + ".delay(\(Renderer.number(CGFloat(delay))))")
    }

    /// Changes the duration of an animation by adjusting its speed.
    public func speed(_ speed: Double) -> Animation {
        Animation(name: name + ".speed(\(Renderer.number(CGFloat(speed))))")
    }
}

extension AnyTransition {
    /// A transition from the given insertion to the given removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: ".asymmetric(insertion: \(insertion.name), removal: \(removal.name))")
    }

    /// A transition that offsets the view by the specified amount.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(name: ".offset")
    }

    /// A composite transition that uses a different transition for insertion versus removal.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(name: name + ".combined(with: \(other.name))")
    }

    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(name: name)
    }
}

extension Gradient {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// Creates a gradient from an array of color stops.
    public init(stops: [Gradient.Stop]) {
        self.init(colors: stops.map(\.color))
    }
}

extension LinearGradient {
    /// Creates a linear gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

extension RadialGradient {
    /// Creates a radial gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

extension Image {
    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    nonisolated public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        Image(described: description + ".renderingMode(\(renderingMode.map { ".\($0)" } ?? "nil"))")
    }
}

extension View {
    /// Hides the labels of any controls contained within this view.
    nonisolated public func labelsHidden() -> some View {
        annotated(".labelsHidden()")
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
}
