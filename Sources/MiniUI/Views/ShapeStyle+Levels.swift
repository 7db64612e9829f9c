import Foundation

/// A style at a lower level of importance than the style it comes from: what `.background.secondary` or
/// `Color.blue.tertiary` make (SwiftUI returns `some ShapeStyle`; MiniUI writes it as written).
struct _LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: String
    var _description: String { "\(base._description).\(level)" }
}

extension ShapeStyle {
    /// Returns the second level of this shape style.
    public var secondary: some ShapeStyle { _LeveledShapeStyle(base: self, level: "secondary") }
    /// Returns the third level of this shape style.
    public var tertiary: some ShapeStyle { _LeveledShapeStyle(base: self, level: "tertiary") }
    /// Returns the fourth level of this shape style.
    public var quaternary: some ShapeStyle { _LeveledShapeStyle(base: self, level: "quaternary") }
    /// Returns the fifth level of this shape style.
    public var quinary: some ShapeStyle { _LeveledShapeStyle(base: self, level: "quinary") }
}
