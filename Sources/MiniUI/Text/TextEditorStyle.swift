extension View {
    /// Sets the style for text editors within this view.
    nonisolated public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        annotated(".textEditorStyle(\(style._name))")
    }
}

/// A specification for the appearance and interaction of a text editor. MiniUI names the built-in styles
/// only: a style's `makeBody` is not run.
@MainActor @preconcurrency
public protocol TextEditorStyle {
    /// A view that represents the body of a text editor.
    associatedtype Body: View

    /// Creates a view that represents the body of a text editor.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a text editor.
    typealias Configuration = TextEditorStyleConfiguration
}

extension TextEditorStyle {
    /// How the renderer names the style: `.plain`, or a style of your own by its type.
    nonisolated var _name: String { textEditorStyleName(of: Self.self) }
}

private nonisolated func textEditorStyleName<S>(of type: S.Type) -> String {
    if S.self == AutomaticTextEditorStyle.self { return ".automatic" }
    if S.self == PlainTextEditorStyle.self { return ".plain" }
    return "\(S.self)()"
}

/// The properties of a text editor.
public struct TextEditorStyleConfiguration {}

/// The default text editor style, based on the text editor's context.
@MainActor @preconcurrency
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// Creates an instance of the default text editor style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A text editor style with no decoration.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// Creates a plain text editor style.
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The default text editor style, based on the text editor's context.
    @MainActor @preconcurrency public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// A text editor style with no decoration.
    @MainActor @preconcurrency public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}
