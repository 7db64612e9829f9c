import Foundation

/// A view that shows a value within a range.
///
/// ```swift
/// Gauge(value: spent, in: 0...budget) {
///     Text("Spent")
/// } currentValueLabel: {
///     Text(spent, format: .number)
/// }
/// ```
///
/// MiniUI shows the value's fraction of the range, `Gauge("Spent", value: 0.4)`, and the current-value,
/// bounds and marked-value labels below it.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View> {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    var markedValueLabels: MarkedValueLabels? = nil

    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let width = Double(bounds.upperBound - bounds.lowerBound)
        guard width > 0 else { return 0 }
        return min(max(Double(value - bounds.lowerBound) / width, 0), 1)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's purpose and current value.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
    ) {
        self.init(
            fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: EmptyView(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and that describes the gauge's purpose and current value.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge representing a value within a range, with labels for its purpose, current value
    /// and bounds.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// Creates a gauge representing a value within a range, with labels for its purpose and current value and
    /// views, each tagged with a value, that mark particular values.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: markedValueLabels())
    }
}

extension Gauge {
    /// Creates a gauge representing a value within a range, with labels for its purpose, current value and
    /// bounds, and views, each tagged with a value, that mark particular values.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            markedValueLabels: markedValueLabels())
    }
}

extension Gauge: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Gauge: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = LabelledControl.node(
            .generic, "Gauge", label: label, arguments: "value: \(Renderer.number(CGFloat(fraction)))", in: context)
        let inside = context.inside(node)
        node.children +=
            context.host.makeNodes(for: currentValueLabel, in: inside.child(.role("currentValueLabel")))
            + context.host.makeNodes(for: minimumValueLabel, in: inside.child(.role("minimumValueLabel")))
            + context.host.makeNodes(for: maximumValueLabel, in: inside.child(.role("maximumValueLabel")))
            + context.host.makeNodes(for: markedValueLabels, in: inside.child(.role("markedValueLabels")))
        return [node]
    }
}

/// Defines the implementation of all gauge instances within a view hierarchy.
///
/// MiniUI shows the style after the gauge's name; a custom style's `makeBody` is not run.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View

    /// Creates a view representing the body of a gauge.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration

    /// How the renderer names the style: `.accessoryCircular`.
    nonisolated var _name: String { get }
}

extension GaugeStyle {
    nonisolated public var _name: String { "\(Self.self)()" }
}

/// The properties of a gauge instance.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    public struct Label {
        let content: AnyView
    }

    /// A type-erased value label of a gauge that contains the current value.
    public struct CurrentValueLabel {
        let content: AnyView
    }

    /// A type-erased value label of a gauge describing the minimum value.
    public struct MinimumValueLabel {
        let content: AnyView
    }

    /// A type-erased value label of a gauge describing the maximum value.
    public struct MaximumValueLabel {
        let content: AnyView
    }

    /// A type-erased label describing a specific value of a gauge.
    public struct MarkedValueLabel {
        let content: AnyView
    }

    /// The current value of the gauge, in `0.0...1.0`.
    public var value: Double

    /// A view that describes the purpose of the gauge.
    public var label: GaugeStyleConfiguration.Label

    /// A view that describes the current value.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?

    /// A view that describes the minimum of the range for the current value.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?

    /// A view that describes the maximum of the range for the current value.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

extension GaugeStyleConfiguration.Label: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

extension GaugeStyleConfiguration.CurrentValueLabel: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

extension GaugeStyleConfiguration.MinimumValueLabel: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

extension GaugeStyleConfiguration.MaximumValueLabel: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

extension GaugeStyleConfiguration.MarkedValueLabel: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

/// The default gauge view style in the current context of the view being styled.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    nonisolated public var _name: String { ".automatic" }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A gauge style that displays an open ring with a marker that appears at a point along the ring
/// to indicate the gauge's current value.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    nonisolated public var _name: String { ".accessoryCircular" }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's current value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    nonisolated public var _name: String { ".accessoryCircularCapacity" }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A gauge style that displays bar with a marker that appears at a point along the bar to indicate
/// the gauge's current value.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    nonisolated public var _name: String { ".accessoryLinear" }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A gauge style that displays bar that fills from leading to trailing edges as the gauge's current
/// value increases.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    nonisolated public var _name: String { ".accessoryLinearCapacity" }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A gauge style that displays a bar with a marker that appears at a point along the bar to
/// indicate the gauge's current value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    nonisolated public var _name: String { ".linearCapacity" }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    @MainActor @preconcurrency public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    @MainActor @preconcurrency public static var accessoryCircular: AccessoryCircularGaugeStyle {
        AccessoryCircularGaugeStyle()
    }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    @MainActor @preconcurrency public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    @MainActor @preconcurrency public static var accessoryLinear: AccessoryLinearGaugeStyle {
        AccessoryLinearGaugeStyle()
    }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    @MainActor @preconcurrency public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    @MainActor @preconcurrency public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension View {
    /// Sets the style for gauges within this view.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        annotated(".gaugeStyle(\(style._name))")
    }
}
