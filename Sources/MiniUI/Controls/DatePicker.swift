/// A control for selecting an absolute date.
///
/// ```swift
/// DatePicker("Due", selection: $due, displayedComponents: .date)
/// ```
///
/// MiniUI prints the date in ISO 8601, in UTC, so output is the same everywhere; in a ``ViewHost``,
/// `host.pick(date, in: "Due")` sets it.
public struct DatePicker<Label: View> {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    let label: Label

    /// The components of a date that a date picker shows.
    public typealias Components = DatePickerComponents
}

/// The components of a date that a date picker shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Displays hour and minute components based on the locale.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Displays day, month, and year based on the locale.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

extension DatePicker {
    /// Creates an instance that selects a `Date` with an unbounded range.
    nonisolated public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: label())
    }

    /// Creates an instance that selects a `Date` in a closed range.
    nonisolated public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: label())
    }

    /// Creates an instance that selects a `Date` on or after some start date.
    nonisolated public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents,
            label: label())
    }

    /// Creates an instance that selects a `Date` on or before some end date.
    nonisolated public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents,
            label: label())
    }
}

extension DatePicker where Label == Text {
    /// Creates an instance that selects a `Date` with an unbounded range.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(titleKey))
    }

    /// Creates an instance that selects a `Date` within the given range.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(titleKey))
    }

    /// Creates an instance that selects a `Date` on or after some start date.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` on or before some end date.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` with an unbounded range.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(title))
    }

    /// Creates an instance that selects a `Date` within the given range.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(title))
    }

    /// Creates an instance that selects a `Date` on or after some start date.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` on or before some end date.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

extension DatePicker: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension DatePicker: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let shown = Text.describe(selection.wrappedValue)
        let node = LabelledControl.node(
            .control, "DatePicker", label: label, arguments: "selection: \(shown)", in: context)
        if context.environment.isEnabled {
            let selection = selection
            let range = range
            node.controls.setDate = { date in
                selection.wrappedValue = range.map { min(max(date, $0.lowerBound), $0.upperBound) } ?? date
            }
        }
        return [node]
    }
}
