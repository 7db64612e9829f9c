/// A control that performs increment and decrement actions.
///
/// ```swift
/// Stepper("Servings: \(servings)", value: $servings, in: 1...12)
/// ```
///
/// In a ``ViewHost``, `host.increment("Servings: 4")` and `host.decrement(_:)` press its buttons.
public struct Stepper<Label: View> {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    var value: (() -> String)?
}

extension Stepper {
    /// Creates a stepper instance that performs the closures you provide when the user increments
    /// or decrements the stepper.
    nonisolated public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.value = nil
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step value you provide.
    nonisolated public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: label(), value: value, bounds: nil, step: step)
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step
    /// value and within a range of values you provide.
    nonisolated public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: label(), value: value, bounds: bounds, step: step)
    }

    nonisolated init<V: Strideable>(label: Label, value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride) {
        self.label = label
        self.value = { String(describing: value.wrappedValue) }
        self.onIncrement = {
            let next = value.wrappedValue.advanced(by: step)
            value.wrappedValue = bounds.map { min(next, $0.upperBound) } ?? next
        }
        self.onDecrement = {
            let next = value.wrappedValue.advanced(by: -step)
            value.wrappedValue = bounds.map { max(next, $0.lowerBound) } ?? next
        }
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a title key and configured to increment and decrement a binding to a
    /// value and step amount you provide.
    nonisolated public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: Text(titleKey), value: value, bounds: nil, step: step)
    }

    /// Creates a stepper with a title and configured to increment and decrement a binding to a
    /// value and step amount you provide.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: Text(title), value: value, bounds: nil, step: step)
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a step
    /// size and within a closed range that you provide.
    nonisolated public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: Text(titleKey), value: value, bounds: bounds, step: step)
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a step
    /// size and within a closed range that you provide.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: Text(title), value: value, bounds: bounds, step: step)
    }

    /// Creates a stepper that uses a title key and executes the closures you provide when the user
    /// clicks the increment or decrement buttons.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// Creates a stepper using a title string and that executes closures you provide when the user
    /// clicks the increment or decrement buttons.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}

extension Stepper: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Stepper: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let arguments = value.map { "value: \($0())" }
        let node = LabelledControl.node(.control, "Stepper", label: label, arguments: arguments, in: context)
        if context.environment.isEnabled {
            let onIncrement = onIncrement
            let onDecrement = onDecrement
            node.controls.step = { $0 > 0 ? onIncrement?() : onDecrement?() }
        }
        return [node]
    }
}
