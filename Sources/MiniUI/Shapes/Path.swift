import Foundation

/// The outline of a 2D shape.
public struct Path: Shape, Equatable, CustomStringConvertible {
    /// One step of the outline.
    enum Element: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(CGPoint, CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        case close
        case rect(CGRect)
        case ellipse(CGRect)
        case roundedRect(CGRect, CGFloat)
        case arc(CGPoint, CGFloat)
    }

    var elements: [Element] = []

    /// Creates an empty path.
    nonisolated public init() {}

    /// Creates an empty path, then executes a closure to add its initial elements.
    nonisolated public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Creates a path containing a rectangle.
    nonisolated public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// Creates a path containing a rounded rectangle.
    nonisolated public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path containing an ellipse inscribed in a rectangle.
    nonisolated public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A Boolean value indicating whether the path contains zero elements.
    nonisolated public var isEmpty: Bool { elements.isEmpty }

    /// The point most recently added, if any.
    nonisolated public var currentPoint: CGPoint? {
        for element in elements.reversed() {
            switch element {
            case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                return point
            case .close, .rect, .ellipse, .roundedRect, .arc:
                return nil
            }
        }
        return nil
    }

    /// Begins a new subpath at the specified point.
    nonisolated public mutating func move(to end: CGPoint) { elements.append(.move(end)) }

    /// Appends a straight line segment from the current point to the specified point.
    nonisolated public mutating func addLine(to end: CGPoint) { elements.append(.line(end)) }

    /// Appends straight line segments through the given points.
    nonisolated public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve to the path, with the specified end and control points.
    nonisolated public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(end, control))
    }

    /// Adds a cubic Bézier curve to the path, with the specified end and control points.
    nonisolated public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(end, control1, control2))
    }

    /// Adds a rectangular subpath to the path.
    nonisolated public mutating func addRect(_ rect: CGRect) { elements.append(.rect(rect)) }

    /// Adds a rounded rectangle to the path.
    nonisolated public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
    ) {
        elements.append(.roundedRect(rect, cornerSize.width))
    }

    /// Adds an ellipse that fits inside the specified rectangle.
    nonisolated public mutating func addEllipse(in rect: CGRect) { elements.append(.ellipse(rect)) }

    /// Adds an arc of a circle to the path, specified with a radius and angles.
    nonisolated public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        elements.append(.arc(center, radius))
    }

    /// Closes and completes the current subpath.
    nonisolated public mutating func closeSubpath() { elements.append(.close) }

    /// A rectangle containing every point of the path's elements that MiniUI keeps.
    nonisolated public var boundingRect: CGRect {
        var rects: [CGRect] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                rects.append(CGRect(origin: point, size: .zero))
            case .rect(let rect), .ellipse(let rect), .roundedRect(let rect, _):
                rects.append(rect)
            case .arc(let center, let radius):
                rects.append(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            case .close:
                break
            }
        }
        guard let first = rects.first else { return .null }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }

    /// Returns a stroked copy of the path using `style` to define how the stroked outline is created.
    ///
    /// MiniUI does not trace outlines: the copy keeps the path's own elements (so its `boundingRect` is the
    /// path's, not widened by half the line width).
    nonisolated public func strokedPath(_ style: StrokeStyle) -> Path { self }

    nonisolated public func path(in rect: CGRect) -> Path { self }

    nonisolated public var _description: String { "Path(\(elements.count) elements)" }
    nonisolated public var description: String { _description }

    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Path: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { [context.host.node(.generic, _description, in: context)] }
}
