import Foundation

// The rest of the gesture modifiers: masks, enabling, mapping and erasing gestures, long presses that
// report pressing, the content shape's kinds and the system's gestures at the screen's edges. MiniUI has
// no touches: all are written as annotations, and mapped or erased gestures never produce a value.

/// Options that control how adding a gesture to a view affects other gestures recognized by the view
/// and its subviews.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none = GestureMask([])
    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1)
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// Enable both the added gesture as well as all other gestures on the view and its subviews.
    public static let all = GestureMask(rawValue: 3)
}

extension GestureMask {
    var _description: String {
        switch self {
        case .none: ".none"
        case .gesture: ".gesture"
        case .subviews: ".subviews"
        default: ".all"
        }
    }
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask) -> some View {
        annotated(".gesture(\(String(describing: T.self).prefix { $0 != "<" }), including: \(mask._description))")
    }

    /// Attaches a gesture to the view, to process simultaneously with gestures defined by the view.
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask) -> some View {
        annotated(
            ".simultaneousGesture(\(String(describing: T.self).prefix { $0 != "<" }), including: \(mask._description))")
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask) -> some View {
        annotated(
            ".highPriorityGesture(\(String(describing: T.self).prefix { $0 != "<" }), including: \(mask._description))")
    }

    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view, while
    /// `isEnabled` is true.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        annotated(".gesture(\(String(describing: T.self).prefix { $0 != "<" }), isEnabled: \(isEnabled))")
    }

    /// Attaches a gesture to the view, to process simultaneously with gestures defined by the view, while
    /// `isEnabled` is true.
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        annotated(".simultaneousGesture(\(String(describing: T.self).prefix { $0 != "<" }), isEnabled: \(isEnabled))")
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view, while
    /// `isEnabled` is true.
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        annotated(".highPriorityGesture(\(String(describing: T.self).prefix { $0 != "<" }), isEnabled: \(isEnabled))")
    }

    /// Adds an action to perform when this view recognizes a long press gesture, and one when the
    /// pressing state changes.
    nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        annotated(".onLongPressGesture")
    }

    /// Adds an action to perform when this view recognizes a long press gesture, with a closure for the
    /// pressing state before the action (the older order). Disfavoured, so that a call with the action alone
    /// picks the form above, as it does in SwiftUI.
    @_disfavoredOverload
    nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        annotated(".onLongPressGesture")
    }

    /// Sets the screen edge from which you want your gesture to take precedence over the system gesture.
    nonisolated public func defersSystemGestures(on edges: Edge.Set) -> some View {
        annotated(".defersSystemGestures")
    }

    /// Defines the content shape for hit testing or another kind of interaction.
    nonisolated public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
        -> some View
    {
        annotated(".contentShape(\(kind._description), \(shape._description))")
    }
}

/// A kind for the content shape of a view.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The kind for hit-testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// The kind for drag and drop previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// The kind for context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// The kind for hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// The kind for accessibility visuals and sorting.
    public static let accessibility = ContentShapeKinds(rawValue: 16)

    var _description: String {
        let names: [(ContentShapeKinds, String)] = [
            (.interaction, ".interaction"), (.dragPreview, ".dragPreview"),
            (.contextMenuPreview, ".contextMenuPreview"), (.hoverEffect, ".hoverEffect"),
            (.accessibility, ".accessibility"),
        ]
        let kept = names.filter { contains($0.0) }.map(\.1)
        return kept.count == 1 ? kept[0] : "[\(kept.joined(separator: ", "))]"
    }
}

/// A type-erased gesture.
public struct AnyGesture<Value>: Gesture {
    /// Creates an instance from another gesture.
    nonisolated public init<T: Gesture>(_ gesture: T) where Value == T.Value {}
}

/// A gesture whose value is mapped from another's.
public struct _MapGesture<Content: Gesture, Value>: Gesture {}

extension Gesture {
    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    nonisolated public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture()
    }
}
