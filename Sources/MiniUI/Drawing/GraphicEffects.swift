import Foundation

// Visual effects, drag and drop, focus and keyboard, accessibility identifiers and text tracking:
// modifiers that everyday screens add for polish. MiniUI draws nothing and has no pointer or
// keyboard, so each shows as an annotation and its actions never run.

extension View {
    /// Adjusts the color saturation of this view.
    nonisolated public func saturation(_ amount: Double) -> some View {
        annotated(".saturation(\(Renderer.number(CGFloat(amount))))")
    }

    /// Brightens this view by the specified amount.
    nonisolated public func brightness(_ amount: Double) -> some View {
        annotated(".brightness(\(Renderer.number(CGFloat(amount))))")
    }

    /// Sets the contrast and separation between similar colors in this view.
    nonisolated public func contrast(_ amount: Double) -> some View {
        annotated(".contrast(\(Renderer.number(CGFloat(amount))))")
    }

    /// Adds a grayscale effect to this view.
    nonisolated public func grayscale(_ amount: Double) -> some View {
        annotated(".grayscale(\(Renderer.number(CGFloat(amount))))")
    }

    /// Inverts the colors in this view.
    nonisolated public func colorInvert() -> some View {
        annotated(".colorInvert()")
    }

    /// Adds a color multiplication effect to this view.
    nonisolated public func colorMultiply(_ color: Color) -> some View {
        annotated(".colorMultiply(\(color._description))")
    }

    /// Applies a hue rotation effect to this view.
    nonisolated public func hueRotation(_ angle: Angle) -> some View {
        annotated(".hueRotation(\(Renderer.number(CGFloat(angle.degrees)))°)")
    }

    /// Masks this view using the alpha channel of the given view.
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
        -> some View
    {
        annotated(".mask")
    }

    /// Clips this view to its bounding rectangular frame.
    nonisolated public func clipped(antialiased: Bool = false) -> some View {
        annotated(".clipped()")
    }

    /// Wraps this view in a compositing group.
    nonisolated public func compositingGroup() -> some View {
        annotated(".compositingGroup()")
    }

    /// Isolates the geometry (for example, position and size) of the view from its parent view.
    nonisolated public func geometryGroup() -> some View {
        annotated(".geometryGroup()")
    }

    /// Composites this view's contents into an offscreen image before final display.
    nonisolated public func drawingGroup(opaque: Bool = false) -> some View {
        annotated(".drawingGroup()")
    }

    /// Removes any reason to apply a redaction to this view hierarchy.
    nonisolated public func unredacted() -> some View {
        annotated(".unredacted()")
    }

    /// Sets whether text in this view can compress the space between characters when necessary to
    /// fit text in a line.
    nonisolated public func allowsTightening(_ flag: Bool) -> some View {
        annotated(".allowsTightening(\(flag))")
    }

    /// Sets the spacing, or kerning, between characters for the text in this view.
    nonisolated public func kerning(_ kerning: CGFloat) -> some View {
        annotated(".kerning(\(Renderer.number(kerning)))")
    }

    /// Sets the tracking for the text in this view.
    nonisolated public func tracking(_ tracking: CGFloat) -> some View {
        annotated(".tracking(\(Renderer.number(tracking)))")
    }

    /// Sets the vertical offset for the text relative to its baseline in this view.
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        annotated(".baselineOffset(\(Renderer.number(baselineOffset)))")
    }

    /// Uses the string you specify to identify the view.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
        annotated(".accessibilityIdentifier(\(String(reflecting: identifier)))")
    }

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

    /// Activates this view as the source of a drag and drop operation.
    nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        annotated(".draggable")
    }

    /// Activates this view as the source of a drag and drop operation, with a view of your own as the
    /// dragging preview. No dragging in MiniUI: shown as an annotation; the preview is not built.
    nonisolated public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> some View {
        annotated(".draggable(preview:)")
    }

    /// Defines the destination of a drag and drop operation that handles the dropped content.
    nonisolated public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        annotated(".dropDestination")
    }

    /// Performs an action if the user presses a key on a hardware keyboard while the view has focus.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        annotated(".onKeyPress(\(String(reflecting: key.character)))")
    }

    /// Specifies if the view is focusable.
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View {
        annotated(".focusable(\(isFocusable))")
    }

    /// Defines a region of the window in which default focus is evaluated by assigning a value to a
    /// given focus state binding.
    nonisolated public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        annotated(".defaultFocus")
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes. MiniUI
    /// has no layout: the action never runs.
    nonisolated public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        annotated(".onGeometryChange")
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes, with the
    /// old and new values.
    nonisolated public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        annotated(".onGeometryChange")
    }
}

extension Text {
    /// Sets the spacing, or kerning, between characters.
    nonisolated public func kerning(_ kerning: CGFloat) -> Text {
        adding(".kerning(\(Renderer.number(kerning)))")
    }

    /// Sets the tracking for the text.
    nonisolated public func tracking(_ tracking: CGFloat) -> Text {
        adding(".tracking(\(Renderer.number(tracking)))")
    }

    /// Sets the vertical offset for the text relative to its baseline.
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        adding(".baselineOffset(\(Renderer.number(baselineOffset)))")
    }
}

extension Image {
    /// Creates a system symbol image with a variable value.
    nonisolated public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
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

/// Information about a key press.
public struct KeyPress: Sendable {
    /// A result value returned from a key press action that indicates whether the action consumed the event.
    public enum Result: Sendable {
        case handled, ignored
    }
}

/// Prioritizations for default focus preferences when evaluating where to move focus.
public struct DefaultFocusEvaluationPriority: Sendable {
    let name: String
    public static let automatic = DefaultFocusEvaluationPriority(name: ".automatic")
    public static let userInitiated = DefaultFocusEvaluationPriority(name: ".userInitiated")
}

/// A directional indicator you use when making an accessibility adjustment.
public enum AccessibilityAdjustmentDirection: Sendable {
    /// Increment an adjustable component.
    case increment
    /// Decrement an adjustable component.
    case decrement
}

extension View {

    /// Sets the transparency of this view.
    nonisolated public func opacity(_ opacity: Double) -> some View {
        annotated(".opacity(\(Renderer.number(opacity)))")
    }

    /// Adds a shadow to this view.
    nonisolated public func shadow(
        color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        annotated(".shadow(radius: \(Renderer.number(radius)))")
    }

    /// Renders a view's content as if it's rotated in three dimensions around the specified axis.
    nonisolated public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        annotated(".rotation3DEffect(.degrees(\(Renderer.number(CGFloat(angle.degrees)))))")
    }

    /// Scales this view's rendered output by the given amount in both the horizontal and vertical directions.
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        annotated(".scaleEffect(\(Renderer.number(s)))")
    }

    /// Rotates a view's rendered output in two dimensions around the specified point.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        annotated(".rotationEffect(.degrees(\(Renderer.number(CGFloat(angle.degrees)))))")
    }
}

/// A geometric angle whose value you access in either radians or degrees.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }

    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle(radians: 0)

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension View {

    /// Scales this view's rendered output by the given horizontal and vertical amounts.
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        annotated(".scaleEffect(x: \(Renderer.number(x)), y: \(Renderer.number(y)))")
    }

    /// Scales this view's rendered output by the given size.
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        annotated(".scaleEffect(x: \(Renderer.number(scale.width)), y: \(Renderer.number(scale.height)))")
    }
}
