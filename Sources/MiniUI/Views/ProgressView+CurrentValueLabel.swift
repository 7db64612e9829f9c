import Foundation

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
