import Foundation

extension View {
    /// Sets the style for forms in a view hierarchy.
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View {
        annotated(".formStyle(\(style._name))")
    }
}

/// The appearance and behavior of a form.
public protocol FormStyle: Sendable {
    /// How the renderer names the style: `.grouped`.
    var _name: String { get }
}

/// The default form style.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public var _name: String { ".automatic" }
}

/// A form style with grouped rows.
public struct GroupedFormStyle: FormStyle {
    public init() {}
    public var _name: String { ".grouped" }
}

/// A non-scrolling form style with a trailing aligned column of labels next to a leading aligned
/// column of values.
public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public var _name: String { ".columns" }
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}
