// Label styles, and the modifiers that hide or show the labels of controls.

/// A type that applies a custom appearance to all labels within a view.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View

    /// Creates a view that represents the body of a label.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration

    /// How the renderer names the style: `.iconOnly`.
    nonisolated var _name: String { get }
}

extension LabelStyle {
    nonisolated public var _name: String { "\(Self.self)()" }
}

/// The properties of a label.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title {
        let content: AnyView
    }

    /// A type-erased icon view of a label.
    public struct Icon {
        let content: AnyView
    }

    /// A description of the labeled item.
    public var title: LabelStyleConfiguration.Title
    /// A symbolic representation of the labeled item.
    public var icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension LabelStyleConfiguration.Icon: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension LabelStyleConfiguration.Title: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

/// The built-in label styles; MiniUI shows them as written, and draws the label as usual.
public struct DefaultLabelStyle: LabelStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".automatic" }
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

/// A label style that only displays the icon of the label.
public struct IconOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".iconOnly" }
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// A label style that only displays the title of the label.
public struct TitleOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".titleOnly" }
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label style that shows both the title and icon of the label.
public struct TitleAndIconLabelStyle: LabelStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".titleAndIcon" }
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
    /// Sets the style for labels within this view (MiniUI shows the style; labels keep their outline).
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        annotated(".labelStyle(\(style._name))")
    }
    /// Hides the labels of any controls contained within this view.
    nonisolated public func labelsHidden() -> some View {
        annotated(".labelsHidden()")
    }

    /// Controls the visibility of labels of any controls contained within this view.
    nonisolated public func labelsVisibility(_ visibility: Visibility) -> some View {
        annotated(".labelsVisibility(.\(visibility))")
    }
}
