import Foundation

// iOS 17's shape views: what filling or stroking a shape makes is itself a shape view, which can be
// filled or stroked again (`Circle().fill(.yellow).stroke(.orange, lineWidth: 2)`). MiniUI draws the
// shape as written, each fill and stroke after the other.

/// A view that provides a shape that you can use for drawing operations.
public protocol ShapeView<Content>: View {
    /// The type of shape this can provide.
    associatedtype Content: Shape
    /// The shape that this type draws and provides for other drawing operations.
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}

/// A shape view filled or stroked once more: it shows its shape with what was done to it.
public struct _StyledShapeView<Base: ShapeView> {
    let base: Base
    let change: String
}

extension _StyledShapeView: ShapeView {
    public var shape: _ModifiedShape<Base.Content> { _ModifiedShape(base: base.shape, change: change) }
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension _StyledShapeView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let shape = shape
        let node = context.host.node(.generic, shape._description, in: context)
        node.shape = shape
        return [node]
    }
}

extension ShapeView {
    /// Fills this shape with a color or gradient.
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle())
        -> some ShapeView<_ModifiedShape<Content>>
    {
        _StyledShapeView(base: self, change: ".fill(\(content._description))")
    }

    /// Fills this shape with the foreground style.
    nonisolated public func fill(style: FillStyle = FillStyle()) -> some ShapeView<_ModifiedShape<Content>> {
        _StyledShapeView(base: self, change: ".fill()")
    }

    /// Traces the outline of this shape with a color or gradient.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> some ShapeView<_ModifiedShape<Content>>
    {
        _StyledShapeView(base: self, change: ".stroke(\(content._description), \(style._arguments))")
    }

    /// Traces the outline of this shape with a color or gradient.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> some ShapeView<_ModifiedShape<Content>>
    {
        _StyledShapeView(
            base: self, change: ".stroke(\(content._description), lineWidth: \(Renderer.number(lineWidth)))")
    }
}

extension ShapeView where Content: InsettableShape {
    /// Returns a view that is the result of insetting this shape by half the line width and then
    /// stroking it.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> some View
    {
        _StyledShapeView(base: self, change: ".strokeBorder(\(content._description), \(style._arguments))")
    }

    /// Returns a view that is the result of insetting this shape by half the line width and then
    /// stroking it.
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View {
        _StyledShapeView(
            base: self, change: ".strokeBorder(\(content._description), lineWidth: \(Renderer.number(lineWidth)))")
    }
}

/// A type-erased shape value.
public struct AnyShape: Shape {
    let base: any Shape

    /// Create an any shape instance from a shape.
    nonisolated public init<S: Shape>(_ shape: S) {
        self.base = shape
    }

    nonisolated public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    nonisolated public var _description: String { base._description }
}

/// Ways of styling a shape.
public enum ShapeRole: Equatable, Hashable, Sendable {
    /// Indicates to the shape's style that SwiftUI fills the shape.
    case fill
    /// Indicates to the shape's style that SwiftUI applies a stroke to the shape's path.
    case stroke
    /// Indicates to the shape's style that SwiftUI uses the shape as a separator.
    case separator
}

extension Shape {
    /// Returns a new version of self representing the same shape, but offset by the given size.
    nonisolated public func offset(_ offset: CGSize) -> some Shape {
        _ModifiedShape(
            base: self, change: ".offset(x: \(Renderer.number(offset.width)), y: \(Renderer.number(offset.height)))")
    }

    /// Returns a new version of self representing the same shape, but offset by the given point.
    nonisolated public func offset(_ offset: CGPoint) -> some Shape {
        _ModifiedShape(base: self, change: ".offset(x: \(Renderer.number(offset.x)), y: \(Renderer.number(offset.y)))")
    }

    /// Scales this shape without changing its bounding frame.
    nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some Shape {
        _ModifiedShape(base: self, change: ".scale(x: \(Renderer.number(x)), y: \(Renderer.number(y)))")
    }

    /// Returns a new version of self representing the same shape, but with a fixed size.
    nonisolated public func size(_ size: CGSize) -> some Shape {
        _ModifiedShape(base: self, change: ".size(\(Renderer.number(size.width)) × \(Renderer.number(size.height)))")
    }

    /// Returns a new version of self representing the same shape, but with a fixed width and height.
    nonisolated public func size(width: CGFloat, height: CGFloat) -> some Shape {
        _ModifiedShape(
            base: self, change: ".size(width: \(Renderer.number(width)), height: \(Renderer.number(height)))")
    }
}

/// A filled or stroked insettable shape is still insettable, so that its shape view can take
/// `strokeBorder` (SwiftUI's shape view keeps the shape itself as its content).
extension _ModifiedShape: InsettableShape where Base: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> _Inset<_ModifiedShape<Base>> {
        _Inset(base: self, amount: amount)
    }
}
