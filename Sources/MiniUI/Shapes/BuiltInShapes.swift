import Foundation

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
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
    var base: Base
    let change: String

    /// A filled, stroked or trimmed shape animates as the shape it was made from.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

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
