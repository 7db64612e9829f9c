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
/// MiniUI shows the value's fraction of the range, `Gauge("Spent", value: 0.4)`, and the current-value
/// and bounds labels below it.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View> {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

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
        return [node]
    }
}

/// Defines the implementation of all gauge instances within a view hierarchy.
public protocol GaugeStyle: Sendable {
    /// How the renderer names the style: `.accessoryCircular`.
    var _name: String { get }
}

/// The default gauge view style in the current context of the view being styled.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public var _name: String { ".automatic" }
}

/// A gauge style that displays an open ring with a marker that appears at a point along the ring
/// to indicate the gauge's current value.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public var _name: String { ".accessoryCircular" }
}

/// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's current value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _name: String { ".accessoryCircularCapacity" }
}

/// A gauge style that displays bar with a marker that appears at a point along the bar to indicate
/// the gauge's current value.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public var _name: String { ".accessoryLinear" }
}

/// A gauge style that displays bar that fills from leading to trailing edges as the gauge's current
/// value increases.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _name: String { ".accessoryLinearCapacity" }
}

/// A gauge style that displays a bar with a marker that appears at a point along the bar to
/// indicate the gauge's current value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _name: String { ".linearCapacity" }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension View {
    /// Sets the style for gauges within this view.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        annotated(".gaugeStyle(\(style._name))")
    }
}
