extension View {
    /// Sets the style for text fields within this view.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        annotated(".textFieldStyle(\(style._name))")
    }
}

/// A type that specifies the appearance and interaction of all text fields within a view hierarchy.
public protocol TextFieldStyle: Sendable {
    /// How the renderer names the style: `.roundedBorder`.
    var _name: String { get }
}

/// The default text field style, based on the text field's context.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _name: String { ".automatic" }
}

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _name: String { ".plain" }
}

/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _name: String { ".roundedBorder" }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
