/// A type that applies standard interaction behavior and a custom appearance to all buttons within
/// a view hierarchy.
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding().foregroundStyle(.white)
///     }
/// }
/// ```
///
/// MiniUI draws the style's body below the button's line; `host.press` holds the button down, so the body runs
/// again with `isPressed` true, and `host.release` lets go and runs the action.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label {
        let content: AnyView
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// A Boolean that indicates whether the user is currently pressing the button.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        context.host.makeNodes(for: content, in: context)
    }
}

/// A type that applies custom interaction behavior and a custom appearance to all buttons within a
/// view hierarchy. MiniUI provides the built-in styles and shows them as written.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// How the renderer names the style: `.bordered`.
    nonisolated var _name: String { get }
}

extension PrimitiveButtonStyle {
    nonisolated public var _name: String { "\(Self.self)()" }
}

/// The properties of a button, for a primitive button style.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label {
        let content: AnyView
    }

    /// An optional semantic role describing the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    /// Performs the button's action.
    @MainActor public func trigger() { action() }
}

extension PrimitiveButtonStyleConfiguration.Label: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button based on a configuration for a style with a custom appearance and custom interaction
    /// behavior.
    nonisolated public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

/// The default button style, based on the button's context.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".automatic" }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// A button style that doesn't style or decorate its content while idle.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".plain" }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// A button style that doesn't apply a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".borderless" }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// A button style that applies standard border artwork based on the button's context.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".bordered" }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// A button style that applies standard border prominent artwork based on the button's context.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".borderedProminent" }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's context.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A custom button style held in the environment, compared like a view's stored properties.
struct AnyButtonStyle {
    let style: any ButtonStyle

    /// The style's type, to name its body in the render log.
    var type: any ButtonStyle.Type { Swift.type(of: style) }

    @MainActor
    func body(_ configuration: ButtonStyleConfiguration) -> AnyView {
        func make<S: ButtonStyle>(_ style: S) -> AnyView { AnyView(style.makeBody(configuration: configuration)) }
        return make(style)
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle? { nil }
}

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance and
    /// standard interaction behavior.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.buttonStyle = AnyButtonStyle(style: style) })
    }

    /// Sets the style for buttons within this view to a button style with a custom appearance and
    /// custom interaction behavior.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(AnnotationModifier(annotation: ".buttonStyle(\(style._name))"))
    }
    /// Sets the border shape for buttons in this view.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        annotated(".buttonBorderShape(\(shape.name))")
    }
}

/// A shape used to draw a button's border.
public struct ButtonBorderShape: Equatable, Sendable {
    let name: String
    public static let automatic = ButtonBorderShape(name: ".automatic")
    public static let capsule = ButtonBorderShape(name: ".capsule")
    public static let roundedRectangle = ButtonBorderShape(name: ".roundedRectangle")
    public static let circle = ButtonBorderShape(name: ".circle")

    /// A rounded rectangle shape with the given corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(name: ".roundedRectangle(radius: \(Renderer.number(radius)))")
    }
}

/// The options for controlling the repeatability of button actions.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let name: String
    /// The automatic repeat behavior.
    public static let automatic = ButtonRepeatBehavior(name: ".automatic")
    /// Repeating button actions will be enabled.
    public static let enabled = ButtonRepeatBehavior(name: ".enabled")
    /// Repeating button actions will be disabled.
    public static let disabled = ButtonRepeatBehavior(name: ".disabled")
}

extension View {
    /// Sets whether buttons in this view should repeatedly trigger their actions on prolonged interactions
    /// (MiniUI: an annotation; `host.press` does not repeat the action).
    nonisolated public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        annotated(".buttonRepeatBehavior(\(behavior.name))")
    }
}
