import Foundation

/// A control for picking multiple dates (SwiftUI 16+).
///
/// ```swift
/// MultiDatePicker("Watering days", selection: $days)
/// ```
///
/// MiniUI shows the selected days in ISO 8601 order; in a ``ViewHost``, `host.pick(date, in: "Watering days")`
/// selects the day of `date` (in UTC, Gregorian) or deselects it when it is already selected, as a tap on
/// the calendar does. A day outside the bounds is not selectable.
public struct MultiDatePicker<Label: View> {
    let selection: Binding<Set<DateComponents>>
    let bounds: Range<Date>?
    let label: Label
}

extension MultiDatePicker {
    /// Creates an instance that selects multiple dates with an unbounded range.
    nonisolated public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: nil, label: label())
    }

    /// Creates an instance that selects multiple dates in a range.
    nonisolated public init(
        selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, bounds: bounds, label: label())
    }

    /// Creates an instance that selects multiple dates on or after some start date.
    nonisolated public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, bounds: bounds.lowerBound..<Date.distantFuture, label: label())
    }

    /// Creates an instance that selects multiple dates before some end date.
    nonisolated public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, bounds: Date.distantPast..<bounds.upperBound, label: label())
    }
}

extension MultiDatePicker where Label == Text {
    /// Creates an instance that selects multiple dates with an unbounded range.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, bounds: nil, label: Text(titleKey))
    }

    /// Creates an instance that selects multiple dates in a range.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates an instance that selects multiple dates on or after some start date.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates an instance that selects multiple dates before some end date.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates an instance that selects multiple dates with an unbounded range.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, bounds: nil, label: Text(title))
    }

    /// Creates an instance that selects multiple dates in a range.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// Creates an instance that selects multiple dates on or after some start date.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// Creates an instance that selects multiple dates before some end date.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}

extension MultiDatePicker: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

/// The days a multi-date picker shows and selects.
enum MultiDatePickerDays {
    /// The day a tap on `date` selects: its year, month and day in the Gregorian calendar, in UTC.
    nonisolated static func day(of date: Date) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.dateComponents([.year, .month, .day], from: date)
    }

    /// `2026-11-23`, or the components as written when some are missing.
    nonisolated static func describe(_ day: DateComponents) -> String {
        guard let year = day.year, let month = day.month, let day = day.day else { return "\(day)" }
        let pad = { (number: Int) in number < 10 ? "0\(number)" : "\(number)" }
        return "\(year)-\(pad(month))-\(pad(day))"
    }
}

extension MultiDatePicker: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let shown = selection.wrappedValue.map(MultiDatePickerDays.describe).sorted().joined(separator: ", ")
        let node = LabelledControl.node(
            .control, "MultiDatePicker", label: label, arguments: "selection: [\(shown)]", in: context)
        if context.environment.isEnabled {
            let selection = selection
            let bounds = bounds
            node.controls.setDate = { date in
                if let bounds, !bounds.contains(date) { return }
                let day = MultiDatePickerDays.day(of: date)
                let shown = MultiDatePickerDays.describe(day)
                if let selected = selection.wrappedValue.first(where: { MultiDatePickerDays.describe($0) == shown }) {
                    selection.wrappedValue.remove(selected)
                } else {
                    selection.wrappedValue.insert(day)
                }
            }
        }
        return [node]
    }
}
