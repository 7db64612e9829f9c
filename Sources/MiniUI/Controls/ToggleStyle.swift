/// The appearance and interaction of all toggles within a view hierarchy.
///
/// ```swift
/// struct TickBoxStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Label { configuration.label } icon: {
///                 Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///             }
///         }
///     }
/// }
/// ```
///
/// MiniUI shows the style after the toggle's name; a custom style's `makeBody` is not run, and
/// `host.toggle` still flips the toggle.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View

    /// Creates a view that represents the body of a toggle.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration

    /// How the renderer names the style: `.switch`.
    nonisolated var _name: String { get }
}

extension ToggleStyle {
    nonisolated public var _name: String { "\(Self.self)()" }
}

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public struct Label {
        let content: AnyView
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label

    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool

    /// Whether the toggle is in a mixed state.
    public var isMixed: Bool
}

extension ToggleStyleConfiguration.Label: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

/// A toggle style that displays a leading label and a trailing switch.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    nonisolated public init() { self.tint = nil }
    nonisolated public init(tint: Color) { self.tint = tint }
    nonisolated public var _name: String { ".switch" }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A toggle style that displays as a button with its label as a title.
public struct ButtonToggleStyle: ToggleStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".button" }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The default toggle style.
public struct DefaultToggleStyle: ToggleStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".automatic" }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        annotated(".toggleStyle(\(style._name))")
    }
}
