import Foundation

// Shapes: SwiftUI's `Shape` protocol with `path(in:)`, so a custom shape compiles as it does in
// SwiftUI; the built-in shapes, `Path`, and the modifiers that fill, stroke, trim and inset them.
// MiniUI draws nothing: a shape shows by name, with what was done to it.

/// A 2D shape that you can use when drawing a view.
///
/// ```swift
/// struct Wedge: Shape {
///     func path(in rect: CGRect) -> Path {
///         var path = Path()
///         path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///         path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///         path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///         path.closeSubpath()
///         return path
///     }
/// }
/// ```
///
/// MiniUI never calls `path(in:)` to draw: the renderer shows the shape's type, `Wedge()`.
public protocol Shape: Sendable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path

    /// How the renderer writes the shape: `Circle()`. MiniUI's own; custom shapes get their type's name.
    nonisolated var _description: String { get }
}

extension Shape {
    nonisolated public var _description: String { "\(Self.self)()" }
}

extension Shape where Body == _ShapeView<Self, ForegroundStyle> {
    /// A custom shape draws itself filled with the foreground style, as in SwiftUI.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// A shape that has an inset and so can be stroked inside its frame.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// Returns `self` inset by `amount`.
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

/// A shape drawn with a style: what a custom shape's `body` is.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public var shape: Content
    public var style: Style

    nonisolated public init(shape: Content, style: Style) {
        self.shape = shape
        self.style = style
    }

    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension _ShapeView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        [context.host.node(.generic, shape._description, in: context)]
    }
}

/// A shape style that draws with the current foreground style.
public struct ForegroundStyle: ShapeStyle {
    nonisolated public init() {}
    public var _description: String { ".foreground" }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

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

    nonisolated public func path(in rect: CGRect) -> Path { self }

    nonisolated public var _description: String { "Path(\(elements.count) elements)" }
    nonisolated public var description: String { _description }

    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Path: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { [context.host.node(.generic, _description, in: context)] }
}

/// A circle centered on the frame of the view containing it.
public struct Circle: InsettableShape {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    nonisolated public func inset(by amount: CGFloat) -> _Inset<Circle> { _Inset(base: self, amount: amount) }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: InsettableShape {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    nonisolated public func inset(by amount: CGFloat) -> _Inset<Ellipse> { _Inset(base: self, amount: amount) }
}

/// A capsule shape aligned inside the frame of the view containing it.
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
    nonisolated public func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(base: self, amount: amount) }
    nonisolated public var _description: String { "Capsule()" }
}

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: InsettableShape {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    nonisolated public func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(base: self, amount: amount) }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style)
    }
    nonisolated public func inset(by amount: CGFloat) -> _Inset<RoundedRectangle> {
        _Inset(base: self, amount: amount)
    }
    nonisolated public var _description: String {
        "RoundedRectangle(cornerRadius: \(Renderer.number(cornerSize.width)))"
    }
}

/// A rectangular shape with rounded corners with different values, aligned inside the frame of the
/// view containing it.
public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    nonisolated public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    nonisolated public func inset(by amount: CGFloat) -> _Inset<UnevenRoundedRectangle> {
        _Inset(base: self, amount: amount)
    }
    nonisolated public var _description: String { "UnevenRoundedRectangle()" }
}

/// Describes the corner radius values of a rounded rectangle with uneven corners.
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    nonisolated public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A shape that is replaced by an inset version of the current container shape.
public struct ContainerRelativeShape: InsettableShape {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    nonisolated public func inset(by amount: CGFloat) -> _Inset<ContainerRelativeShape> {
        _Inset(base: self, amount: amount)
    }
}

/// A shape inset by an amount: what `inset(by:)` returns (SwiftUI names one such type per shape).
public struct _Inset<Base: InsettableShape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    nonisolated public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }
    nonisolated public func inset(by amount: CGFloat) -> _Inset<Base> {
        _Inset(base: base, amount: self.amount + amount)
    }
    nonisolated public var _description: String { base._description + ".inset(by: \(Renderer.number(amount)))" }

    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

/// A shape changed by a shape modifier (`trim`, `rotation`, `offset`, `scale`): MiniUI keeps how it
/// was written.
public struct _ModifiedShape<Base: Shape>: Shape {
    let base: Base
    let change: String

    nonisolated public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    nonisolated public var _description: String { base._description + change }

    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Circle {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Ellipse {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Capsule {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Rectangle {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension RoundedRectangle {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension UnevenRoundedRectangle {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ContainerRelativeShape {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

/// The built-in shapes are drawn by name.
protocol NamedShape: PrimitiveView, Shape {}

extension NamedShape {
    func makeNodes(in context: BuildContext) -> [Node] { [context.host.node(.generic, _description, in: context)] }
}

extension Circle: NamedShape {}
extension Ellipse: NamedShape {}
extension Capsule: NamedShape {}
extension Rectangle: NamedShape {}
extension RoundedRectangle: NamedShape {}
extension UnevenRoundedRectangle: NamedShape {}
extension ContainerRelativeShape: NamedShape {}
extension _Inset: NamedShape {}
extension _ModifiedShape: NamedShape {}

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    nonisolated public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    nonisolated public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    var _arguments: String {
        var parts = ["lineWidth: \(Renderer.number(lineWidth))"]
        switch lineCap {
        case .round: parts.append("lineCap: .round")
        case .square: parts.append("lineCap: .square")
        default: break
        }
        if !dash.isEmpty { parts.append("dash: [\(dash.map { Renderer.number($0) }.joined(separator: ", "))]") }
        return parts.joined(separator: ", ")
    }
}

// SwiftUI's module re-exports Core Graphics, so its `CGLineCap` and `CGLineJoin` are the system's where Core
// Graphics exists; Linux has none, so MiniUI declares the two there.
#if canImport(CoreGraphics)
    @_exported import CoreGraphics
#else
    /// Line cap styles (Core Graphics' type, which SwiftUI code sees through `import SwiftUI`).
    public enum CGLineCap: Int32, Sendable {
        case butt, round, square
    }

    /// Junction types for stroked lines (Core Graphics' type, seen through `import SwiftUI`).
    public enum CGLineJoin: Int32, Sendable {
        case miter, round, bevel
    }
#endif

extension Shape {
    /// Fills this shape with a color or gradient.
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: _ModifiedShape(base: self, change: ".fill(\(content._description))"), style: content)
    }

    /// Fills this shape with the foreground color.
    nonisolated public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: _ModifiedShape(base: self, change: ".fill()"), style: ForegroundStyle())
    }

    /// Traces the outline of this shape with a color or gradient.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> some View
    {
        _ShapeView(
            shape: _ModifiedShape(
                base: self, change: ".stroke(\(content._description), lineWidth: \(Renderer.number(lineWidth)))"),
            style: content)
    }

    /// Traces the outline of this shape with a color or gradient and a stroke style.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> some View
    {
        _ShapeView(
            shape: _ModifiedShape(base: self, change: ".stroke(\(content._description), \(style._arguments))"),
            style: content)
    }

    /// Returns a new shape that is a stroked copy of `self`, using the contents of `style`.
    nonisolated public func stroke(style: StrokeStyle) -> some Shape {
        _ModifiedShape(base: self, change: ".stroke(\(style._arguments))")
    }

    /// Returns a new shape that is a stroked copy of `self` with line-width `lineWidth`.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _ModifiedShape(base: self, change: ".stroke(lineWidth: \(Renderer.number(lineWidth)))")
    }

    /// Trims this shape by a fractional amount based on its representation as a path.
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _ModifiedShape(
            base: self, change: ".trim(from: \(Renderer.number(startFraction)), to: \(Renderer.number(endFraction)))")
    }

    /// Rotates this shape around an anchor point at the angle you specify.
    nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape {
        _ModifiedShape(base: self, change: ".rotation(\(Renderer.number(CGFloat(angle.degrees)))°)")
    }

    /// Changes the relative position of this shape using the specified point.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape {
        _ModifiedShape(base: self, change: ".offset(x: \(Renderer.number(x)), y: \(Renderer.number(y)))")
    }

    /// Scales this shape without changing its bounding frame.
    nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape {
        _ModifiedShape(base: self, change: ".scale(\(Renderer.number(scale)))")
    }
}

extension InsettableShape {
    /// Returns a view that is the result of insetting `self` by half its line width and filling the
    /// result with the given style.
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View {
        _ShapeView(
            shape: _ModifiedShape(
                base: self,
                change: ".strokeBorder(\(content._description), lineWidth: \(Renderer.number(lineWidth)))"),
            style: content)
    }

    /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`, stroking the
    /// resulting shape with `style`, and then filling with the given style.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> some View
    {
        _ShapeView(
            shape: _ModifiedShape(base: self, change: ".strokeBorder(\(content._description), \(style._arguments))"),
            style: content)
    }

    /// Returns a view that is the result of filling the inner stroke of this shape with the
    /// foreground style.
    nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _ShapeView(
            shape: _ModifiedShape(base: self, change: ".strokeBorder(lineWidth: \(Renderer.number(lineWidth)))"),
            style: ForegroundStyle())
    }

    /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`, stroking the
    /// resulting shape with `style`, and then filling with the foreground color.
    nonisolated public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(
            shape: _ModifiedShape(base: self, change: ".strokeBorder(\(style._arguments))"), style: ForegroundStyle())
    }
}

extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule shape.
    public static var capsule: Capsule { Capsule() }

    /// A capsule shape with the given corner style.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Rectangle {
    /// A rectangular shape.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangular shape with rounded corners of the given size.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangular shape with rounded corners with different values.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// A shape that is replaced by an inset version of the current container shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
