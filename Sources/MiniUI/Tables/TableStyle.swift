import Foundation

/// A type that applies a custom appearance to all tables within a view.
public protocol TableStyle {}

/// The default table style in the current context.
public struct AutomaticTableStyle: TableStyle {
    public init() {}
}

/// The table style that describes the behavior and appearance of a table with its content and selection
/// inset from the table edges.
public struct InsetTableStyle: TableStyle {
    public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The default table style in the current context.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// The table style that describes the behavior and appearance of a table with its content and
    /// selection inset from the table edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension View {
    /// Sets the style for tables within this view.
    nonisolated public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        let name = S.self == InsetTableStyle.self ? ".inset" : ".automatic"
        return modifier(AnnotationModifier(annotation: ".tableStyle(\(name))"))
    }
}
