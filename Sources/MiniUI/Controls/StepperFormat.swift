import Foundation

// `Stepper`'s `format:` initializers (SwiftUI 16+): a floating-point value shown with a format style.

extension Stepper {
    nonisolated init<F: ParseableFormatStyle>(
        label: Label, value: Binding<F.FormatInput>, bounds: ClosedRange<F.FormatInput>?,
        step: F.FormatInput.Stride, format: F
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: label, value: value, bounds: bounds, step: step)
        self.value = { format.format(value.wrappedValue) }
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step value
    /// you provide, displaying its value with an applied format style.
    nonisolated public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: label(), value: value, bounds: nil, step: step, format: format)
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step value
    /// and within a range of values you provide, displaying its value with an applied format style.
    nonisolated public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: label(), value: value, bounds: bounds, step: step, format: format)
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a title key and configured to increment and decrement a binding to a
    /// value and step amount you provide, displaying its value with an applied format style.
    nonisolated public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(titleKey), value: value, bounds: nil, step: step, format: format)
    }

    /// Creates a stepper with a title and configured to increment and decrement a binding to a value
    /// and step amount you provide, displaying its value with an applied format style.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(title), value: value, bounds: nil, step: step, format: format)
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a step size
    /// and within a closed range that you provide, displaying its value with an applied format style.
    nonisolated public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(titleKey), value: value, bounds: bounds, step: step, format: format)
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a step size
    /// and within a closed range that you provide, displaying its value with an applied format style.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(title), value: value, bounds: bounds, step: step, format: format)
    }
}
