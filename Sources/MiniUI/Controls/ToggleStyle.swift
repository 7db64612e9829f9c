/// A view for presenting a stack of views that represents a visible path in a navigation hierarchy.
///
/// Deprecated in SwiftUI in favour of `NavigationStack`, and still common in older code: MiniUI
/// draws it as a `NavigationStack` named `NavigationView`.
@available(iOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View> {
    let content: Content

    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

@available(iOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
extension NavigationView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

@available(iOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
extension NavigationView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let content = content
        let nodes = NavigationStack { content }.makeNodes(in: context)
        nodes.first?.label = "NavigationView"
        return nodes
    }
}

/// A specification for the appearance and interaction of a navigation view.
public protocol NavigationViewStyle: Sendable {}

/// A navigation view style represented by a view stack that only shows a single top view at a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// The default navigation view style in the current context of the view being styled.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

/// The current phase of the asynchronous image loading operation.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that asynchronously loads and displays an image.
///
/// MiniUI has no network: the image stays in its `.empty` phase, so the placeholder shows.
public struct AsyncImage<Content: View> {
    let url: URL?
    let content: Content
}

extension AsyncImage where Content == Image {
    /// Loads and displays an image from the specified URL.
    nonisolated public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, content: Image(systemName: "photo"))
    }
}

extension AsyncImage {
    /// Loads and displays a modifiable image from the specified URL using a custom placeholder
    /// until the image loads.
    nonisolated public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, content: _ConditionalContent(storage: .falseContent(placeholder())))
    }

    /// Loads and displays a modifiable image from the specified URL in phases.
    nonisolated public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.init(url: url, content: content(.empty))
    }
}

/// The context of the current state-processing update. MiniUI does not animate.
public struct Transaction: Sendable {
    public var animation: Animation?
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

extension AsyncImage: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension AsyncImage: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let described = url.map { String(reflecting: $0.absoluteString) } ?? "nil"
        return Container.node("AsyncImage", ["url: \(described)"], content, in: context)
    }
}

/// A color gradient represented as an array of color stops.
public struct Gradient: Hashable, Sendable {
    public var colors: [Color]
    public init(colors: [Color]) { self.colors = colors }
}

/// A linear gradient; also a view that fills its space with it.
public struct LinearGradient: ShapeStyle {
    public let _description: String

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self._description = "LinearGradient(\(gradient.colors.map(\._description).joined(separator: ", ")))"
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
}

/// A radial gradient; also a view that fills its space with it.
public struct RadialGradient: ShapeStyle {
    public let _description: String

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self._description = "RadialGradient(\(gradient.colors.map(\._description).joined(separator: ", ")))"
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension LinearGradient: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension RadialGradient: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension LinearGradient: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { [context.host.node(.generic, _description, in: context)] }
}

extension RadialGradient: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { [context.host.node(.generic, _description, in: context)] }
}

/// A background material type.
public struct Material: ShapeStyle {
    public let _description: String

    public static let ultraThinMaterial = Material(_description: ".ultraThinMaterial")
    public static let thinMaterial = Material(_description: ".thinMaterial")
    public static let regularMaterial = Material(_description: ".regularMaterial")
    public static let thickMaterial = Material(_description: ".thickMaterial")
    public static let ultraThickMaterial = Material(_description: ".ultraThickMaterial")
    public static let bar = Material(_description: ".bar")
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

/// A style that reflects the current tint color.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public var _description: String { ".tint" }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

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

/// A type that specifies the appearance and interaction of all date pickers within a view hierarchy.
public protocol DatePickerStyle: Sendable {
    /// How the renderer names the style: `.graphical`.
    var _name: String { get }
}

/// A date picker style that displays the components in a compact, textual format.
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _name: String { ".compact" }
}

/// A date picker style that displays an interactive calendar or clock.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _name: String { ".graphical" }
}

/// A date picker style that displays each component as columns in a scrollable wheel.
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _name: String { ".wheel" }
}

/// The default style for date pickers.
public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _name: String { ".automatic" }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

/// The size classes, like regular or small, that you can apply to controls within a view.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// The visibility of scroll indicators of a UI element.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: ".automatic")
    public static let visible = ScrollIndicatorVisibility(name: ".visible")
    public static let hidden = ScrollIndicatorVisibility(name: ".hidden")
    public static let never = ScrollIndicatorVisibility(name: ".never")
}

/// The ways that scrollable content can interact with the software keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: ".automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: ".immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: ".interactively")
    public static let never = ScrollDismissesKeyboardMode(name: ".never")
}

/// A type that defines the behavior of how a user's tap opens a URL. MiniUI records it.
public struct OpenURLAction {
    let open: @MainActor (URL) -> Void

    /// The result of a custom open URL action.
    public struct Result: Sendable {
        let name: String
        /// The handler opened the URL: the action ends there.
        public static let handled = Result(name: "handled")
        /// The handler discarded the URL.
        public static let discarded = Result(name: "discarded")
        /// The handler asks the system to open the original URL.
        public static let systemAction = Result(name: "systemAction")
        /// The handler asks the system to open the modified URL.
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
        /// The handler asks the system to open the URL, preferring in-app presentation (SwiftUI 18+).
        public static func systemAction(_ url: URL, prefersInApp: Bool) -> Result { Result(name: "systemAction") }
    }

    /// Creates an action that opens a URL with the handler you give.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.open = { url in _ = handler(url) }
    }

    init(open: @escaping @MainActor (URL) -> Void) {
        self.open = open
    }

    /// Opens a URL.
    @MainActor
    public func callAsFunction(_ url: URL) {
        open(url)
    }
}

extension OpenURLAction: Sendable {}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction(open: { _ in }) }
}

extension EnvironmentValues {
    /// The horizontal size class of this environment (`.compact`, an iPhone's, unless set).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of this environment (`.regular` unless set).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// An action that opens a URL. In MiniUI it does nothing unless set.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for navigation views within this view.
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }

    /// Sets a transform for the case of the text contained in this view.
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View {
        annotated(".textCase(\(textCase.map { ".\($0)" } ?? "nil"))")
    }

    /// Sets the style for toggles in a view hierarchy.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        annotated(".toggleStyle(\(style._name))")
    }

    /// Sets the style for date pickers within this view.
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        annotated(".datePickerStyle(\(style._name))")
    }

    /// Adds a border to this view with the specified style and width.
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        annotated(".border(\(content._description), width: \(Renderer.number(width)))")
    }

    /// Controls the display order of overlapping views.
    nonisolated public func zIndex(_ value: Double) -> some View {
        annotated(".zIndex(\(Renderer.number(CGFloat(value))))")
    }

    /// Sets the amount of space between lines of text in this view.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        annotated(".lineSpacing(\(Renderer.number(lineSpacing)))")
    }

    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        annotated(".truncationMode(.\(mode))")
    }

    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        annotated(".minimumScaleFactor(\(Renderer.number(factor)))")
    }

    /// Modifies the fonts of all child views to use fixed-width digits.
    nonisolated public func monospacedDigit() -> some View {
        annotated(".monospacedDigit()")
    }

    /// Configures whether this view participates in hit test operations.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
        annotated(".allowsHitTesting(\(enabled))")
    }

    /// Applies a Gaussian blur to this view.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        annotated(".blur(radius: \(Renderer.number(radius)))")
    }

    /// Shows the specified content beside the modified view's safe area.
    nonisolated public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(LayerModifier(name: "safeAreaInset(edge: .\(edge))", layer: content()))
    }

    /// Sets the size for controls within this view.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
        annotated(".controlSize(.\(controlSize))")
    }

    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and inspectors.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        annotated(".interactiveDismissDisabled(\(isDisabled))")
    }

    /// Sets the visibility of scroll indicators within this view.
    nonisolated public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    )
        -> some View
    {
        annotated(".scrollIndicators(\(visibility.name))")
    }

    /// Configures the behavior in which scrollable content interacts with the software keyboard.
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        annotated(".scrollDismissesKeyboard(\(mode.name))")
    }

    /// Sets the tint color associated with a row.
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        annotated(".listRowSeparatorTint(\(color?._description ?? "nil"))")
    }

    /// Sets the display mode for the separator associated with this section.
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View
    {
        annotated(".listSectionSeparator(.\(visibility))")
    }
}

extension Text {
    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// The type of truncation to apply to a line of text when it's too long to fit in the available space.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }
}
