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

extension View {
    /// Sets the style for progress views in this view.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        annotated(".progressViewStyle(\(style._name))")
    }
}

/// A type that applies standard interaction behavior to all progress views within a view hierarchy.
///
/// MiniUI shows the style after the progress view's name; a custom style's `makeBody` is not run.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View

    /// Creates a view representing the body of a progress view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// A type alias for the properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration

    /// How the renderer names the style: `.circular`.
    nonisolated var _name: String { get }
}

extension ProgressViewStyle {
    nonisolated public var _name: String { "\(Self.self)()" }
}

/// The properties of a progress view instance.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label {
        let content: AnyView
    }

    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel {
        let content: AnyView
    }

    /// The completed fraction of the task represented by the progress view, from `0.0` (not yet started) to
    /// `1.0` (fully complete), or `nil` if the progress is indeterminate or relative to a date interval.
    public let fractionCompleted: Double?

    /// A view that describes the task represented by the progress view.
    public var label: ProgressViewStyleConfiguration.Label?

    /// A view that describes the current value of a progress view.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ProgressViewStyleConfiguration.Label: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

extension ProgressView
where
    Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
    /// Creates a progress view based on a style configuration, for a custom style that changes the current one.
    nonisolated public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            label: configuration.label ?? ProgressViewStyleConfiguration.Label(content: AnyView(EmptyView())),
            fraction: configuration.fractionCompleted)
    }
}

/// The default progress view style in the current context of the view being styled.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".automatic" }
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

/// A progress view that visually indicates its progress using a circular gauge.
public struct CircularProgressViewStyle: ProgressViewStyle {
    nonisolated public init() {}
    nonisolated public init(tint: Color) {}
    nonisolated public var _name: String { ".circular" }
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

/// A progress view that visually indicates its progress using a horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    nonisolated public init() {}
    nonisolated public init(tint: Color) {}
    nonisolated public var _name: String { ".linear" }
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    nonisolated public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The style of a progress view that uses a circular gauge to indicate the partial completion of an activity.
    nonisolated public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    nonisolated public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// The default type of the current value label when used by a date-relative progress view.
public struct DefaultDateProgressLabel {
    let interval: ClosedRange<Date>
}

extension DefaultDateProgressLabel: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension DefaultDateProgressLabel: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        context.host.makeNodes(for: Text(timerInterval: interval), in: context)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a progress view for showing continuous progress as time passes (MiniUI shows nothing of it:
    /// time does not pass in the host).
    nonisolated public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(label: EmptyView(), fraction: nil)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a progress view for showing continuous progress as time passes, with a descriptive label.
    nonisolated public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label)
    {
        self.init(label: label(), fraction: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view for visualizing the given progress instance (MiniUI shows its fraction completed).
    nonisolated public init(_ progress: Progress) {
        self.init(label: EmptyView(), fraction: progress.isIndeterminate ? nil : progress.fractionCompleted)
    }
}

extension ProgressView {
    /// Creates a progress view for showing determinate progress, with a custom label and a label for the current
    /// value (MiniUI shows the label and the value; the current value's label is not drawn).
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(label: label(), fraction: value.map { Double($0) / Double(total) })
    }
}
