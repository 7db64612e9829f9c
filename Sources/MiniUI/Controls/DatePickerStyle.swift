/// A type that specifies the appearance and interaction of all date pickers within a view hierarchy.
public protocol DatePickerStyle: Sendable {
    /// How the renderer names the style: `.graphical`.
    var _name: String { get }
}

/// A date picker style that displays the components in a compact, textual format.
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _name: String { ".compact" }
}

/// A date picker style that displays an interactive calendar or clock.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _name: String { ".graphical" }
}

/// A date picker style that displays each component as columns in a scrollable wheel.
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _name: String { ".wheel" }
}

/// The default style for date pickers.
public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _name: String { ".automatic" }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension View {
    /// Sets the style for date pickers within this view.
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        annotated(".datePickerStyle(\(style._name))")
    }
}
