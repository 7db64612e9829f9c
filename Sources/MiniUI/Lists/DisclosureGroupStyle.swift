// Disclosure group styles: the protocol, its configuration, the automatic style and `.disclosureGroupStyle`.

/// A type that specifies the appearance and interaction of disclosure groups within a view hierarchy.
///
/// MiniUI shows the style after the disclosure group's name; a custom style's `makeBody` is not run, and
/// `host.toggle` still opens and closes the group.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// A view that represents the body of a disclosure group.
    associatedtype Body: View

    /// Creates a view that represents the body of a disclosure group.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a disclosure group instance.
    typealias Configuration = DisclosureGroupStyleConfiguration

    /// How the renderer names the style: `.automatic`.
    nonisolated var _name: String { get }
}

extension DisclosureGroupStyle {
    nonisolated public var _name: String { "\(Self.self)()" }
}

/// The properties of a disclosure group instance.
public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label of a disclosure group.
    public struct Label {
        let content: AnyView
    }

    /// A type-erased content of a disclosure group.
    public struct Content {
        let content: AnyView
    }

    /// The label for the disclosure group.
    public let label: DisclosureGroupStyleConfiguration.Label

    /// The content of the disclosure group.
    public let content: DisclosureGroupStyleConfiguration.Content

    /// A binding to a Boolean that indicates whether the disclosure group is expanded.
    @Binding public var isExpanded: Bool
}

extension DisclosureGroupStyleConfiguration.Label: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

extension DisclosureGroupStyleConfiguration.Content: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

/// A disclosure group style that resolves its appearance automatically based on the current context.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// Creates an automatic disclosure group style.
    public init() {}
    nonisolated public var _name: String { ".automatic" }
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(isExpanded: configuration.$isExpanded) {
            configuration.content
        } label: {
            configuration.label
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// A disclosure group style that resolves its appearance automatically based on the current context.
    @MainActor @preconcurrency public static var automatic: AutomaticDisclosureGroupStyle {
        AutomaticDisclosureGroupStyle()
    }
}

extension View {
    /// Sets the style for disclosure groups within this view (MiniUI shows the style; a custom style's `makeBody`
    /// is not run).
    nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        annotated(".disclosureGroupStyle(\(style._name))")
    }
}
