import Foundation

// Shapes: SwiftUI's `Shape` protocol with `path(in:)`, so a custom shape compiles as it does in SwiftUI, and
// the modifiers that fill, stroke, trim and inset a shape (the built-in shapes and `Path` are beside this
// file). MiniUI draws nothing: a shape shows by name, with what was done to it.

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
public protocol Shape: Sendable, Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path

    /// An indication of how to style a shape.
    nonisolated static var role: ShapeRole { get }

    /// Returns the size of the view that will render the shape, given a proposed size. MiniUI lays
    /// nothing out and never asks.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

    /// How the renderer writes the shape: `Circle()`. MiniUI's own; custom shapes get their type's name.
    nonisolated var _description: String { get }
}

extension Shape {
    nonisolated public var _description: String { "\(Self.self)()" }

    /// Shapes are filled unless they say otherwise.
    nonisolated public static var role: ShapeRole { .fill }

    /// The proposal, an unspecified dimension taken as 10 points, as `Layout` does by default.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
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
        let node = context.host.node(.generic, shape._description, in: context)
        node.shape = shape
        return [node]
    }
}

extension Shape {
    /// Fills this shape with a color or gradient.
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle())
        -> some ShapeView<_ModifiedShape<Self>>
    {
        _ShapeView(shape: _ModifiedShape(base: self, change: ".fill(\(content._description))"), style: content)
    }

    /// Fills this shape with the foreground color.
    nonisolated public func fill(style: FillStyle = FillStyle()) -> some ShapeView<_ModifiedShape<Self>> {
        _ShapeView(shape: _ModifiedShape(base: self, change: ".fill()"), style: ForegroundStyle())
    }

    /// Traces the outline of this shape with a color or gradient.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> some ShapeView<_ModifiedShape<Self>>
    {
        _ShapeView(
            shape: _ModifiedShape(
                base: self, change: ".stroke(\(content._description), lineWidth: \(Renderer.number(lineWidth)))"),
            style: content)
    }

    /// Traces the outline of this shape with a color or gradient and a stroke style.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> some ShapeView<_ModifiedShape<Self>>
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
