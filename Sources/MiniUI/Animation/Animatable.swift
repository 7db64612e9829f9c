import Foundation

// `Animatable` and its vector arithmetic. MiniUI plays no animation; `ViewHost.animationFrames(at:during:)`
// (Host/AnimationFrames.swift) interpolates shapes' animatable data at the progress points a check asks for.

/// A type with values that support addition and subtraction, and scaling by a factor.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given value.
    mutating func scale(by rhs: Double)
    /// Returns the dot-product of this vector arithmetic instance with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// Returns a value with each component of this value multiplied by the given value.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// Interpolates this value with `other` by the specified `amount`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        self = self + (other - self).scaled(by: amount)
    }

    /// Returns this value interpolated with `other` by the specified `amount`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var copy = self
        copy.interpolate(towards: other, amount: amount)
        return copy
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

// On every platform: `VectorArithmetic` is MiniUI's here (SwiftUI's own), so Core Graphics cannot have made
// `CGFloat` conform on Apple's platforms either.
extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// An empty type for animatable data.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// A pair of animatable values, which is itself animatable.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates an animated pair with the provided values.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A type that describes how to animate a property of a view.
///
/// MiniUI's is main-actor isolated (with `@preconcurrency`), so that a view or shape of your own that
/// declares `animatableData` conforms in Swift 6 mode. `Shape` refines it, as in SwiftUI.
@MainActor @preconcurrency
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// The data to animate: nothing.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The data to animate: the value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Double: Animatable {}

extension Float: Animatable {}

extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { self = Angle(radians: newValue) }
    }
}

extension CGFloat: Animatable {}

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { self = CGPoint(x: newValue.first, y: newValue.second) }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { self = CGSize(width: newValue.first, height: newValue.second) }
    }
}

extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            self = CGRect(
                origin: CGPoint(x: newValue.first.first, y: newValue.first.second),
                size: CGSize(width: newValue.second.first, height: newValue.second.second))
        }
    }
}

extension UnitPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { self = UnitPoint(x: newValue.first, y: newValue.second) }
    }
}

extension EdgeInsets: Animatable {
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            self = EdgeInsets(
                top: newValue.first, leading: newValue.second.first, bottom: newValue.second.second.first,
                trailing: newValue.second.second.second)
        }
    }
}
