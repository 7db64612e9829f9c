import Foundation

extension View {
    /// Adds an accessibility action to the view.
    nonisolated public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> some View {
        annotated(".accessibilityAction")
    }

    /// Adds an accessibility action with a localized name to the view.
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> some View
    {
        annotated(".accessibilityAction(named: \(String(reflecting: nameKey.key)))")
    }

    /// Adds an accessibility adjustable action to the view (what VoiceOver's swipe up and down do).
    nonisolated public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        annotated(".accessibilityAdjustableAction")
    }
}

/// The structure that defines the kinds of available accessibility actions.
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: ".default")
    public static let escape = AccessibilityActionKind(name: ".escape")
    public static let magicTap = AccessibilityActionKind(name: ".magicTap")
    public static let delete = AccessibilityActionKind(name: ".delete")
    public static let showMenu = AccessibilityActionKind(name: ".showMenu")
}

/// A directional indicator you use when making an accessibility adjustment.
public enum AccessibilityAdjustmentDirection: Sendable {
    /// Increment an adjustable component.
    case increment
    /// Decrement an adjustable component.
    case decrement
}

extension View {
    /// Adds an accessibility zoom action to the view (what an assistive technology's zoom gesture does).
    nonisolated public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void)
        -> some View
    {
        annotated(".accessibilityZoomAction")
    }
}

/// Position and direction information of a zoom gesture that someone performs with an assistive technology
/// like VoiceOver.
public struct AccessibilityZoomGestureAction {
    /// A direction that matches the movement of a zoom gesture performed by an assistive technology.
    @frozen public enum Direction {
        /// The gesture direction that represents zooming in.
        case zoomIn
        /// The gesture direction that represents zooming out.
        case zoomOut
    }

    /// The zoom gesture's direction.
    public let direction: AccessibilityZoomGestureAction.Direction
    /// The zoom gesture's activation point, normalized to the accessibility element's frame.
    public let location: UnitPoint
    /// The zoom gesture's activation point within the window's coordinate space.
    public let point: CGPoint
}

extension View {
    /// Makes the view a direct touch area, whose touches pass to the app rather than to an assistive technology,
    /// or not.
    nonisolated public func accessibilityDirectTouch(
        _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
    ) -> some View {
        annotated(isDirectTouchArea ? ".accessibilityDirectTouch()" : ".accessibilityDirectTouch(false)")
    }
}

/// The options of a direct touch area.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: UInt

    /// Creates a set of direct touch options.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Touches reach the area at once, with no speech from the assistive technology.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// Touches pass through only once an assistive technology has activated the area.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}
