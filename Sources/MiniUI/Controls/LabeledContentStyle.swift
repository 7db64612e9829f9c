// Labeled content styles: the protocol, its configuration, the automatic style and `.labeledContentStyle`.

/// The appearance and behavior of a labeled content instance.
///
/// MiniUI shows the style after the labeled content's name; a custom style's `makeBody` is not run.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view type that represents the appearance and behavior of labeled content.
    associatedtype Body: View

    /// Creates a view that represents the body of labeled content.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a labeled content instance.
    typealias Configuration = LabeledContentStyleConfiguration

    /// How the renderer names the style: `.automatic`.
    nonisolated var _name: String { get }
}

extension LabeledContentStyle {
    nonisolated public var _name: String { "\(Self.self)()" }
}

/// The properties of a labeled content instance.
public struct LabeledContentStyleConfiguration {
    /// A type-erased label of a labeled content instance.
    public struct Label {
        let content: AnyView
    }

    /// A type-erased content of a labeled content instance.
    public struct Content {
        let content: AnyView
    }

    /// The label of the labeled content instance.
    public let label: LabeledContentStyleConfiguration.Label

    /// The content of the labeled content instance.
    public let content: LabeledContentStyleConfiguration.Content
}

extension LabeledContentStyleConfiguration.Label: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

extension LabeledContentStyleConfiguration.Content: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Creates labeled content based on a labeled content style configuration, for a custom style that changes
    /// the current one.
    nonisolated public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(label: configuration.label, content: configuration.content)
    }
}

/// The default labeled content style.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates an automatic labeled content style.
    nonisolated public init() {}
    nonisolated public var _name: String { ".automatic" }
    public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// A labeled content style that resolves its appearance automatically based on the current context.
    @MainActor @preconcurrency public static var automatic: AutomaticLabeledContentStyle {
        AutomaticLabeledContentStyle()
    }
}

extension View {
    /// Sets a style for labeled content (MiniUI shows the style; a custom style's `makeBody` is not run).
    nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        annotated(".labeledContentStyle(\(style._name))")
    }
}
