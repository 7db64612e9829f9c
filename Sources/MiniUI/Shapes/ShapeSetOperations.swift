import Foundation

// Shape set operations (SwiftUI 17+): a shape made by one is written as its two shapes.

extension Shape {
    /// Returns a new shape with filled regions in either this shape or the given shape.
    nonisolated public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ModifiedShape(base: self, change: ".union(\(other._description))")
    }

    /// Returns a new shape with filled regions common to both shapes.
    nonisolated public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ModifiedShape(base: self, change: ".intersection(\(other._description))")
    }

    /// Returns a new shape with filled regions from this shape that are not in the given shape.
    nonisolated public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ModifiedShape(base: self, change: ".subtracting(\(other._description))")
    }

    /// Returns a new shape with filled regions either from this shape or the given shape, but not in both.
    nonisolated public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ModifiedShape(base: self, change: ".symmetricDifference(\(other._description))")
    }

    /// Returns a new shape with a line from this shape that overlaps the filled regions of the given shape.
    nonisolated public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ModifiedShape(base: self, change: ".lineIntersection(\(other._description))")
    }

    /// Returns a new shape with a line from this shape that does not overlap the filled region of the
    /// given shape.
    nonisolated public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ModifiedShape(base: self, change: ".lineSubtraction(\(other._description))")
    }
}
