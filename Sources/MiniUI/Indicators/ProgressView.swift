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
