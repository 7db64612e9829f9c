import Foundation

/// A view that shows the progress toward completion of a task.
///
/// MiniUI shows the value and total, or nothing for an indeterminate progress view.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    let label: Label
    let fraction: Double?
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    nonisolated public init() {
        self.init(label: EmptyView(), fraction: nil)
    }

    /// Creates a progress view for showing determinate progress.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: EmptyView(), fraction: value.map { Double($0) / Double(total) })
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    nonisolated public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), fraction: nil)
    }

    /// Creates a progress view for showing determinate progress that displays a custom label.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), fraction: value.map { Double($0) / Double(total) })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that generates its label from a
    /// localized string.
    nonisolated public init(_ titleKey: LocalizedStringKey) {
        self.init(label: Text(titleKey), fraction: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S) {
        self.init(label: Text(title), fraction: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label from a
    /// localized string.
    nonisolated public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(label: Text(titleKey), fraction: value.map { Double($0) / Double(total) })
    }

    /// Creates a progress view for showing determinate progress that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(label: Text(title), fraction: value.map { Double($0) / Double(total) })
    }
}

extension ProgressView {
    /// Creates a progress view for a date interval, with a label and a label for the current value (MiniUI shows
    /// the label; time does not pass in the host).
    nonisolated public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(label: label(), fraction: nil)
    }
}

extension ProgressView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ProgressView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let arguments = fraction.map { "value: \(Renderer.number(CGFloat($0)))" }
        let node = LabelledControl.node(.generic, "ProgressView", label: label, arguments: arguments, in: context)
        if node.label == "ProgressView" { node.label = "ProgressView()" }
        return [node]
    }
}

/// An interface, consisting of a label and additional content, that you display when the content
/// of your app is unavailable to users.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an interface, consisting of a label and additional content, that you display when the
    /// content of your app is unavailable to users.
    nonisolated public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
}

extension ContentUnavailableView where Label == MiniUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface with a label generated from a localized title and a system image.
    nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { MiniUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface with a label generated from a title string and a system image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { MiniUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates a `ContentUnavailableView` instance that conveys a search state.
    nonisolated public static var search: ContentUnavailableView<MiniUI.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass")
    }

    /// Creates a `ContentUnavailableView` instance that conveys a search state with the search text.
    nonisolated public static func search(text: String) -> ContentUnavailableView<
        MiniUI.Label<Text, Image>, Text?, EmptyView
    > {
        ContentUnavailableView("No Results for “\(text)”", systemImage: "magnifyingglass")
    }
}

extension ContentUnavailableView: View where Label: View, Description: View, Actions: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ContentUnavailableView: PrimitiveView where Label: View, Description: View, Actions: View {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.generic, "ContentUnavailableView", in: context)
        let inside = context.inside(node)
        node.children =
            context.host.makeNodes(for: label, in: inside.child(.role("label")))
            + context.host.makeNodes(for: description, in: inside.child(.role("description")))
            + context.host.makeNodes(for: actions, in: inside.child(.role("actions")))
        return [node]
    }
}

/// A control for navigating to a URL. In a ``ViewHost``, tapping it records the URL in
/// `host.openedURLs`.
public struct Link<Label: View> {
    let destination: URL
    let label: Label

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link where Label == Text {
    /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Link: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = LabelledControl.node(.button, "Link", label: label, in: context)
        let destination = destination
        node.action = { [weak host = context.host] in host?.openedURLs.append(destination) }
        return [node]
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

extension View {

    /// Sets the style for progress views in this view.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        annotated(".progressViewStyle(\(style._name))")
    }
}

/// A type that applies standard interaction behavior to all progress views within a view hierarchy.
public protocol ProgressViewStyle: Sendable {
    /// How the renderer names the style: `.circular`.
    var _name: String { get }
}

/// The default progress view style in the current context.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _name: String { ".automatic" }
}

/// A progress view that visually indicates its progress using a circular gauge.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public var _name: String { ".circular" }
}

/// A progress view that visually indicates its progress using a horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public var _name: String { ".linear" }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
