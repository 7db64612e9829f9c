extension View {
    /// Hides this view unconditionally.
    nonisolated public func hidden() -> some View {
        modifier(HiddenModifier())
    }

    /// Fixes this view at its ideal size.
    nonisolated public func fixedSize() -> some View {
        modifier(FrameModifier(annotation: ".fixedSize()", proposesIdealSize: true))
    }

    /// Fixes this view at its ideal size in the specified dimensions.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        annotated(".fixedSize(horizontal: \(horizontal), vertical: \(vertical))")
    }

    /// Sets the priority by which a parent layout should apportion space to this child.
    nonisolated public func layoutPriority(_ value: Double) -> some View {
        annotated(".layoutPriority(\(Renderer.number(CGFloat(value))))")
    }
}

struct HiddenModifier {}

/// A fixed frame, or `.fixedSize()`: shown as written, and kept for the layout pass (`Host/LayoutPass.swift`), which
/// proposes a custom layout's container the lengths its frame fixes (nothing under `.fixedSize()`) and measures a
/// subview with a fixed frame at those lengths.
struct FrameModifier {
    let annotation: String
    var width: CGFloat?
    var height: CGFloat?
    var proposesIdealSize = false
}

extension FrameModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        node.annotations.append(annotation)
        node.layoutRecords.append(proposesIdealSize ? .idealSize : .frame(width: width, height: height))
    }
}

extension HiddenModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        node.isHidden = true
        node.holdsItsPlace = true
        node.annotations.append(".hidden()")
    }
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
        return modifier(
            FrameModifier(
                annotation: ".frame(\((parts + aligned).joined(separator: ", ")))", width: width, height: height))
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
