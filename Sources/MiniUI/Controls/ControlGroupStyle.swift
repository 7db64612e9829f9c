// Control group styles: the protocol, its configuration, the built-in styles and `.controlGroupStyle`.

/// A type that defines the implementation of all control groups within a view hierarchy.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// A view representing the body of a control group.
    associatedtype Body: View

    /// Creates a view representing the body of a control group.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a control group instance being created.
    typealias Configuration = ControlGroupStyleConfiguration

    /// How the renderer names the style: `.navigation`.
    nonisolated var _name: String { get }
}

extension ControlGroupStyle {
    nonisolated public var _name: String { "\(Self.self)()" }
}

/// The properties of a control group.
public struct ControlGroupStyleConfiguration {
    /// A type-erased label of a control group.
    public struct Label {
        let content: AnyView
    }

    /// A type-erased content of a control group.
    public struct Content {
        let content: AnyView
    }

    /// A view that provides the optional label of the control group.
    public let label: ControlGroupStyleConfiguration.Label
    /// A view that represents the content of the control group.
    public let content: ControlGroupStyleConfiguration.Content
}

extension ControlGroupStyleConfiguration.Label: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ControlGroupStyleConfiguration.Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ControlGroupStyleConfiguration.Label: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

extension ControlGroupStyleConfiguration.Content: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// Creates a control group based on a style configuration, for a custom style that changes the current one.
    nonisolated public init(_ configuration: ControlGroupStyleConfiguration) {
        self.init { configuration.content }
    }
}

/// The default control group style.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".automatic" }
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

/// A control group style that presents its content as navigation controls, such as back and forward buttons.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".navigation" }
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

/// A control group style that presents its content as a menu when the user presses the control.
public struct MenuControlGroupStyle: ControlGroupStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".menu" }
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

/// A control group style that presents its content as a compact menu when the user presses the control.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".compactMenu" }
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

/// A control group style that presents its content as a palette.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".palette" }
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control group style.
    nonisolated public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control group style.
    nonisolated public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A control group style that presents its content as a menu.
    nonisolated public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A control group style that presents its content as a compact menu.
    nonisolated public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A control group style that presents its content as a palette.
    nonisolated public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension View {
    /// Sets the style for control groups within this view (MiniUI shows the style; a custom style's `makeBody`
    /// is not run).
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        annotated(".controlGroupStyle(\(style._name))")
    }
}
