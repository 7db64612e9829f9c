import Foundation

extension Menu {
    /// Creates a menu with a custom primary action and custom label.
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: label)
    }
}

extension Menu where Label == Text {
    /// Creates a menu with a custom primary action that generates its label from a localized string key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(titleKey, content: content)
    }

    /// Creates a menu with a custom primary action that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(title, content: content)
    }
}

extension View {
    /// Sets the style for menus within this view.
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        annotated(".menuStyle(\(MenuStyleName.of(style)))")
    }
}

/// A type that applies standard interaction behavior and a custom appearance to all menus within a view
/// hierarchy.
@MainActor @preconcurrency
public protocol MenuStyle {
    /// A view that represents the body of a menu.
    associatedtype Body: View
    /// The properties of a menu.
    typealias Configuration = MenuStyleConfiguration
    /// Creates a view that represents the body of a menu.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// A configuration of a menu.
public struct MenuStyleConfiguration {
    let label = Label()
    let content = Content()

    /// A type-erased label of a menu.
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { primitiveBody() }
    }

    /// A type-erased content of a menu.
    public struct Content: View {
        public typealias Body = Never
        public var body: Never { primitiveBody() }
    }
}

extension MenuStyleConfiguration.Label: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { [] }
}

extension MenuStyleConfiguration.Content: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { [] }
}

/// The default menu style, based on the menu's context.
public struct DefaultMenuStyle: MenuStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu style that displays a button that toggles the display of the menu's contents when pressed.
public struct ButtonMenuStyle: MenuStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style, based on the menu's context.
    nonisolated public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style that displays a button that toggles the display of the menu's contents when pressed.
    nonisolated public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

enum MenuStyleName {
    static func of<S: MenuStyle>(_ style: S) -> String {
        switch style {
        case is DefaultMenuStyle: ".automatic"
        case is ButtonMenuStyle: ".button"
        default: "\(S.self)()"
        }
    }
}

/// A control for presenting a menu of actions.
public struct Menu<Label: View, Content: View> {
    let label: Label
    let content: Content

    /// Creates a menu with a custom label.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
}

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == MiniUI.Label<Text, Image> {
    /// Creates a menu that generates its label from a localized string key and system image.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { MiniUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a menu that generates its label from a string and system image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { MiniUI.Label(title, systemImage: systemImage) }
    }

    /// Creates a menu with a custom primary action that generates its label from a localized string key and
    /// system image (MiniUI does not show the primary action).
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(titleKey, systemImage: systemImage, content: content)
    }

    /// Creates a menu with a custom primary action that generates its label from a string and system image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(title, systemImage: systemImage, content: content)
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Creates a menu based on a style configuration, for a custom style that changes the current one.
    nonisolated public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension Menu: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Menu: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        // The menu's items are always listed (and tappable) below it: MiniUI has no popovers.
        let node = LabelledControl.node(.generic, "Menu", label: label, in: context)
        node.children += context.host.makeNodes(for: content, in: context.inside(node).child(.role("items")))
        return [node]
    }
}

/// The order in which a menu presents its content.
public struct MenuOrder: Hashable, Sendable {
    let name: String
    /// The ordering of the menu chosen by the system for the current context.
    public static let automatic = MenuOrder(name: ".automatic")
    /// Keep the first items closest to the user's point of interaction.
    public static let priority = MenuOrder(name: ".priority")
    /// Order items from top to bottom.
    public static let fixed = MenuOrder(name: ".fixed")
}

/// The set of menu dismissal behavior options.
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let name: String
    /// Use the dismissal behavior that's appropriate for the given context.
    public static let automatic = MenuActionDismissBehavior(name: ".automatic")
    /// Always dismiss the menu after performing an action.
    public static let enabled = MenuActionDismissBehavior(name: ".enabled")
    /// Never dismiss the menu after performing an action.
    public static let disabled = MenuActionDismissBehavior(name: ".disabled")
}

extension View {
    /// Sets the preferred order of items for menus presented from this view (MiniUI lists them as written).
    nonisolated public func menuOrder(_ order: MenuOrder) -> some View {
        annotated(".menuOrder(\(order.name))")
    }

    /// Tells a menu whether to dismiss after performing an action (MiniUI's menus are always open).
    nonisolated public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
        annotated(".menuActionDismissBehavior(\(behavior.name))")
    }

    /// Sets the visibility of the indicator of menus and menu pickers within this view.
    nonisolated public func menuIndicator(_ visibility: Visibility) -> some View {
        annotated(".menuIndicator(.\(visibility))")
    }
}
