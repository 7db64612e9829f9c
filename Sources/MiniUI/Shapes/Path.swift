import Foundation

/// The outline of a 2D shape.
public struct Path: Shape, Equatable, CustomStringConvertible {
    /// One step of the outline, as MiniUI keeps it.
    enum Segment: Equatable {
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

    var elements: [Segment] = []

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

extension Path {
    /// An element of a path.
    public enum Element: Equatable, Sendable {
        /// A path element that terminates the current subpath and begins a new one at the point.
        case move(to: CGPoint)
        /// A line from the previous current point to the given point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the previous current point to the given end point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the previous current point to the given end point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line from the start point of the current subpath to its end point, closing it.
        case closeSubpath
    }

    /// Calls `body` with each element in the path. MiniUI keeps rectangles, rounded rectangles,
    /// ellipses and arcs as shapes, not traced: each is given as the four lines around its bounding box.
    nonisolated public func forEach(_ body: (Path.Element) -> Void) {
        func box(_ rect: CGRect) {
            body(.move(to: CGPoint(x: rect.minX, y: rect.minY)))
            body(.line(to: CGPoint(x: rect.maxX, y: rect.minY)))
            body(.line(to: CGPoint(x: rect.maxX, y: rect.maxY)))
            body(.line(to: CGPoint(x: rect.minX, y: rect.maxY)))
            body(.closeSubpath)
        }
        for element in elements {
            switch element {
            case .move(let point): body(.move(to: point))
            case .line(let point): body(.line(to: point))
            case .quadCurve(let end, let control): body(.quadCurve(to: end, control: control))
            case .curve(let end, let control1, let control2):
                body(.curve(to: end, control1: control1, control2: control2))
            case .close: body(.closeSubpath)
            case .rect(let rect), .ellipse(let rect), .roundedRect(let rect, _): box(rect)
            case .arc(let center, let radius):
                box(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            }
        }
    }

    /// Creates a path containing a rounded rectangle with corners of the given size.
    nonisolated public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path containing a rounded rectangle with corners of different radii.
    nonisolated public init(
        roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    ) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Adds a rounded rectangle with corners of different radii to the path (kept with its top leading
    /// radius).
    nonisolated public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    ) {
        elements.append(.roundedRect(rect, cornerRadii.topLeading))
    }

    /// Adds a set of rectangular subpaths to the path.
    nonisolated public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Appends another path value to this path.
    nonisolated public mutating func addPath(_ path: Path) {
        elements += path.elements
    }

    /// Adds an arc of a circle to the path, specified with a radius and a difference in angle.
    nonisolated public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        elements.append(.arc(center, radius))
    }

    /// Adds an arc of a circle to the path, specified with a radius and two tangent lines. MiniUI keeps
    /// a line to the first tangent's end, then to the second's.
    nonisolated public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        addLine(to: tangent1End)
        addLine(to: tangent2End)
    }

    /// Returns a path constructed by translating all its points.
    nonisolated public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y + dy) }
        func moved(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: dx, dy: dy) }
        var path = Path()
        path.elements = elements.map { element in
            switch element {
            case .move(let point): .move(moved(point))
            case .line(let point): .line(moved(point))
            case .quadCurve(let end, let control): .quadCurve(moved(end), moved(control))
            case .curve(let end, let control1, let control2): .curve(moved(end), moved(control1), moved(control2))
            case .close: .close
            case .rect(let rect): .rect(moved(rect))
            case .ellipse(let rect): .ellipse(moved(rect))
            case .roundedRect(let rect, let radius): .roundedRect(moved(rect), radius)
            case .arc(let center, let radius): .arc(moved(center), radius)
            }
        }
        return path
    }

    /// Returns a partial copy of the path. MiniUI does not trace outlines: the copy is the whole path.
    nonisolated public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { self }

    /// Returns true if the path contains a specified point: in MiniUI, if its bounding rectangle does.
    nonisolated public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        boundingRect.contains(p)
    }
    // A path's own set operations (SwiftUI 17+) return a path, where a shape's (Shapes/ShapeSetOperations.swift)
    // return `some Shape`: `card.subtracting(holes)` is a `Path`. MiniUI traces no outlines: a union keeps both
    // paths' elements, the others keep this path's.

    /// Returns a new path with filled regions in either this path or the given path.
    nonisolated public func union(_ other: Path, eoFill: Bool = false) -> Path {
        var path = self
        path.addPath(other)
        return path
    }

    /// Returns a new path with filled regions common to both paths.
    nonisolated public func intersection(_ other: Path, eoFill: Bool = false) -> Path { self }

    /// Returns a new path with filled regions from this path that are not in the given path.
    nonisolated public func subtracting(_ other: Path, eoFill: Bool = false) -> Path { self }

    /// Returns a new path with filled regions either from this path or the given path, but not in both.
    nonisolated public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path { self }

    /// Returns a new path with a line from this path that overlaps the filled regions of the given path.
    nonisolated public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path { self }

    /// Returns a new path with a line from this path that does not overlap the filled region of the given path.
    nonisolated public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path { self }

    /// Returns a new weakly-simple copy of this path.
    nonisolated public func normalized(eoFill: Bool = true) -> Path { self }
}
