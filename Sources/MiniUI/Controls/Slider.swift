/// A control for selecting a value from a bounded linear range of values.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1)
/// ```
///
/// In a ``ViewHost``, `host.slide("Volume", to: 7)` sets it; a slider without a label is found by "Slider".
public struct Slider<Label: View, ValueLabel: View> {
    let label: Label
    let value: () -> Double
    let bounds: ClosedRange<Double>
    let set: (Double) -> Void
}

extension Slider {
    nonisolated init<V: BinaryFloatingPoint>(
        label: Label, value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label
        self.value = { Double(value.wrappedValue) }
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.set = { newValue in
            var clamped = min(max(V(newValue), bounds.lowerBound), bounds.upperBound)
            if let step {
                let steps = (Double(clamped - bounds.lowerBound) / Double(step)).rounded()
                clamped = bounds.lowerBound + V(steps * Double(step))
            }
            value.wrappedValue = clamped
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(label: EmptyView(), value: value, bounds: bounds, step: nil)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(label: EmptyView(), value: value, bounds: bounds, step: step)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the provided label.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(label: label(), value: value, bounds: bounds, step: nil)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which
    /// displays the provided label.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(label: label(), value: value, bounds: bounds, step: step)
    }
}

extension Slider {
    /// Creates a slider to select a value from a given range, which displays the provided labels.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(label: label(), value: value, bounds: bounds, step: nil)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which
    /// displays the provided labels.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(label: label(), value: value, bounds: bounds, step: step)
    }
}

extension Slider: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Slider: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let arguments =
            "value: \(Renderer.number(value())), in: \(Renderer.number(bounds.lowerBound))...\(Renderer.number(bounds.upperBound))"
        let node = LabelledControl.node(.control, "Slider", label: label, arguments: arguments, in: context)
        if node.text == nil { node.text = "Slider" }
        if context.environment.isEnabled { node.controls.setNumber = set }
        return [node]
    }
}
