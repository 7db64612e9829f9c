// More modifiers everyday screens use; like the appearance modifiers, each shows as written.

extension View {
    /// Adds a context menu to a view; MiniUI lists its items (tappable) below the view.
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(LayerModifier(name: "contextMenu", layer: menuItems()))
    }

    /// Adds a label to the view that describes its contents.
    nonisolated public func accessibilityLabel(_ label: Text) -> some View {
        annotated(".accessibilityLabel(\(String(reflecting: label.content)))")
    }

    /// Adds a label to the view that describes its contents.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        annotated(".accessibilityLabel(\(String(reflecting: labelKey.key)))")
    }

    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        annotated(".accessibilityLabel(\(String(reflecting: String(label))))")
    }

    /// Hides this view unconditionally.
    nonisolated public func hidden() -> some View {
        modifier(HiddenModifier())
    }

    /// Fixes this view at its ideal size.
    nonisolated public func fixedSize() -> some View {
        annotated(".fixedSize()")
    }

    /// Fixes this view at its ideal size in the specified dimensions.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        annotated(".fixedSize(horizontal: \(horizontal), vertical: \(vertical))")
    }

    /// Positions the center of this view at the specified coordinates in its parent's coordinate space.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        annotated(".position(x: \(Renderer.number(x)), y: \(Renderer.number(y)))")
    }

    /// Positions the center of this view at the specified point in its parent's coordinate space.
    nonisolated public func position(_ position: CGPoint) -> some View {
        annotated(".position(x: \(Renderer.number(position.x)), y: \(Renderer.number(position.y)))")
    }

    /// Offset this view by the specified horizontal and vertical distances.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        annotated(".offset(x: \(Renderer.number(x)), y: \(Renderer.number(y)))")
    }

    /// Scales this view's rendered output by the given amount in both the horizontal and vertical directions.
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        annotated(".scaleEffect(\(Renderer.number(s)))")
    }

    /// Rotates a view's rendered output in two dimensions around the specified point.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        annotated(".rotationEffect(.degrees(\(Renderer.number(CGFloat(angle.degrees)))))")
    }

    /// Sets the available detents for the enclosing sheet.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        annotated(".presentationDetents([\(detents.map(\.name).sorted().joined(separator: ", "))])")
    }

    /// Sets the priority by which a parent layout should apportion space to this child.
    nonisolated public func layoutPriority(_ value: Double) -> some View {
        annotated(".layoutPriority(\(Renderer.number(CGFloat(value))))")
    }

    /// Sets the keyboard type for this view (UIKit's type, which SwiftUI re-exports on iOS).
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
        annotated(".keyboardType(.\(type))")
    }
}

struct HiddenModifier {}

extension HiddenModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        node.isHidden = true
        node.holdsItsPlace = true
        node.annotations.append(".hidden()")
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

/// A type that represents a height where a sheet naturally rests.
public struct PresentationDetent: Hashable, Sendable {
    let name: String

    public static let medium = PresentationDetent(name: ".medium")
    public static let large = PresentationDetent(name: ".large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: ".fraction(\(Renderer.number(fraction)))")
    }
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(name: ".height(\(Renderer.number(height)))")
    }
}

/// The type of keyboard to display for a given text-based view: UIKit's, which SwiftUI code on iOS
/// uses through `import SwiftUI`. MiniUI carries its common cases.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

extension View {

    /// Positions this view within an invisible frame with the specified size.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    {
        let parts = [("width", width), ("height", height)].compactMap { name, value in
            value.map { "\(name): \(Renderer.number($0))" }
        }
        let aligned = alignment == .center ? [] : ["alignment: \(alignment.name)"]
        return annotated(".frame(\((parts + aligned).joined(separator: ", ")))")
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        let values = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth), ("minHeight", minHeight),
            ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        let parts = values.compactMap { name, value in
            value.map { "\(name): \($0 == .infinity ? ".infinity" : Renderer.number($0))" }
        }
        let aligned = alignment == .center ? [] : ["alignment: \(alignment.name)"]
        return annotated(".frame(\((parts + aligned).joined(separator: ", ")))")
    }

    /// Scales this view to fit its parent.
    nonisolated public func scaledToFit() -> some View {
        annotated(".scaledToFit()")
    }

    /// Scales this view to fill its parent.
    nonisolated public func scaledToFill() -> some View {
        annotated(".scaledToFill()")
    }

    /// Constrains this view's dimensions to the aspect ratio of its content.
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        annotated(".aspectRatio(contentMode: .\(contentMode))")
    }
}

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

extension View {

    /// Positions this view within an invisible frame with a size relative to the nearest container.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        annotated(".containerRelativeFrame(…)")
    }

    /// Positions this view within an invisible frame with a size relative to the nearest container, the
    /// length along each axis computed by the closure from the container's length along it. MiniUI's
    /// container is the screen `GeometryProxy` reports (393 × 852 points); the lengths are shown.
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        var parts: [String] = []
        if axes.contains(.horizontal) { parts.append("width: \(Renderer.number(length(393, .horizontal)))") }
        if axes.contains(.vertical) { parts.append("height: \(Renderer.number(length(852, .vertical)))") }
        return annotated(".containerRelativeFrame(\(parts.joined(separator: ", ")))")
    }

    /// Positions this view within an invisible frame with a size relative to the nearest container,
    /// in a number of grid columns or rows.
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        annotated(".containerRelativeFrame(count: \(count))")
    }
}
