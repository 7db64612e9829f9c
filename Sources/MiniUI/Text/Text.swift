/// The key of a localized string: what a string literal passed to `Text`, `Button` or `Toggle` becomes.
///
/// MiniUI does not localize; the key is shown as written, interpolations included.

public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    /// Creates a localized string key from the given string value.
    public init(_ value: String) {
        self.key = value
    }

    public init(stringLiteral value: String) {
        self.key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        self.key = stringInterpolation.output
    }

    /// Builds the key of an interpolated string literal: `"Count: \(count)"`.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) {
            output += string
        }

        /// Appends a number. As in SwiftUI, only numbers, strings, texts, images and Foundation values
        /// may be interpolated: `Text("\(flag)")` with a `Bool` does not compile, `Text(String(flag))` does.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            output += value._formatted
        }

        /// Appends a number formatted with a `printf`-style specifier: `"\(price, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            output += String(format: specifier, value._argument)
        }

        /// Appends the string a text view displays.
        public mutating func appendInterpolation(_ text: Text) {
            output += text.content
        }

        /// Appends an image (MiniUI shows its description).
        public mutating func appendInterpolation(_ image: Image) {
            output += image.description
        }

        /// Appends a Foundation value, optionally through a formatter.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {
            output += formatter?.string(for: subject as AnyObject) ?? String(describing: subject)
        }

        /// Appends a formatted date: MiniUI writes it in ISO 8601, in UTC, whatever the style.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            output += Text.describe(date)
        }

        /// Appends a date range.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            output += Text.describe(dates.lowerBound) + " – " + Text.describe(dates.upperBound)
        }

        /// Appends a date interval.
        public mutating func appendInterpolation(_ interval: DateInterval) {
            output += Text.describe(interval.start) + " – " + Text.describe(interval.end)
        }

        /// Appends a timer interval.
        public mutating func appendInterpolation(
            timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
        ) {
            output += Text.describe(timerInterval.lowerBound) + " – " + Text.describe(timerInterval.upperBound)
        }

        /// Appends the formatted representation of a nonstring type supported by a corresponding format style.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            output += format.format(input)
        }

        /// Appends an attributed string.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            output += String(attributedString.characters)
        }

        /// Appends a localized description of a color for accessibility.
        public mutating func appendInterpolation(accessibilityName color: Color) {
            output += String(color._description.dropFirst())
        }

        /// Appends an object, optionally through a formatter.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            output += formatter?.string(for: subject) ?? subject.description
        }
    }
}

/// The numbers a localized string key can interpolate (SwiftUI's `_FormatSpecifiable`).
public protocol _FormatSpecifiable: Equatable {
    /// The value as a C variadic argument, for `specifier:`.
    var _argument: CVarArg { get }
    /// The value as SwiftUI shows it by default.
    var _formatted: String { get }
}

extension _FormatSpecifiable where Self: CVarArg & CustomStringConvertible {
    public var _argument: CVarArg { self }
    public var _formatted: String { description }
}

extension Int: _FormatSpecifiable {}

extension Int8: _FormatSpecifiable {}

extension Int16: _FormatSpecifiable {}

extension Int32: _FormatSpecifiable {}

extension Int64: _FormatSpecifiable {}

extension UInt: _FormatSpecifiable {}

extension UInt8: _FormatSpecifiable {}

extension UInt16: _FormatSpecifiable {}

extension UInt32: _FormatSpecifiable {}

extension UInt64: _FormatSpecifiable {}

extension Float: _FormatSpecifiable {}

extension Double: _FormatSpecifiable {}

extension CGFloat: _FormatSpecifiable {
    public var _argument: CVarArg { Double(self) }
    public var _formatted: String { Double(self).description }
}

/// A view that displays one or more lines of read-only text.

public struct Text: Equatable, Sendable {
    let content: String
    var modifiers: [String] = []

    /// Creates a text view that displays a string literal (a localized string key).
    nonisolated public init(_ key: LocalizedStringKey) {
        self.content = key.key
    }

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Creates a text view that displays styled attributed content. Disfavoured in MiniUI: Foundation on
    /// Linux makes `AttributedString` expressible by a string literal, and `Text("Done")` must stay a
    /// localized key. The attributes are not shown.
    @_disfavoredOverload
    nonisolated public init(_ attributedContent: AttributedString) {
        self.content = String(attributedContent.characters)
    }

    /// Creates an instance that displays a date in a predefined style (MiniUI: ISO 8601, in UTC).
    nonisolated public init(_ date: Date, style: Text.DateStyle) {
        self.content = Text.describe(date)
    }

    /// Creates an instance that displays a localized range between two dates (MiniUI: both ends in ISO 8601,
    /// in UTC).
    nonisolated public init(_ dates: ClosedRange<Date>) {
        self.content = Text.describe(dates.lowerBound) + " – " + Text.describe(dates.upperBound)
    }

    /// Creates an instance that displays a localized time interval (MiniUI: both ends in ISO 8601, in UTC).
    nonisolated public init(_ interval: DateInterval) {
        self.content = Text.describe(interval.start) + " – " + Text.describe(interval.end)
    }

    /// Creates an instance that displays a timer counting within the provided interval (MiniUI: the interval's
    /// two ends, as dates are shown).
    nonisolated public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        self.content = Text.describe(timerInterval.lowerBound) + " – " + Text.describe(timerInterval.upperBound)
    }

    /// Creates a text view that displays the formatted representation of a nonstring type
    /// supported by a corresponding format style.
    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.content = format.format(input)
    }

    /// A predefined style used to display a `Date`.
    public struct DateStyle: Sendable {
        let name: String
        public static let time = DateStyle(name: ".time")
        public static let date = DateStyle(name: ".date")
        public static let relative = DateStyle(name: ".relative")
        public static let offset = DateStyle(name: ".offset")
        public static let timer = DateStyle(name: ".timer")
    }

    /// Dates as MiniUI shows them: ISO 8601 in UTC, the same on every machine.
    nonisolated static func describe(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    /// Creates an instance that wraps an `Image`, suitable for concatenating with other `Text` (MiniUI shows
    /// the image's description).
    nonisolated public init(_ image: Image) {
        self.content = image.description
    }

    /// Creates a text view that displays the formatted representation of a reference-convertible value.
    nonisolated public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.content = formatter.string(for: subject as AnyObject) ?? String(describing: subject)
    }

    /// Creates a text view that displays the formatted representation of a Foundation object.
    nonisolated public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.content = formatter.string(for: subject) ?? subject.description
    }

    /// Creates a text view that displays a string literal without localization.
    nonisolated public init(verbatim content: String) {
        self.content = content
    }

    /// Sets the font of the text.
    nonisolated public func font(_ font: Font?) -> Text {
        adding(".font(\(font.map(\.description) ?? "nil"))")
    }

    /// Applies a bold font weight to the text.
    nonisolated public func bold() -> Text {
        adding(".bold()")
    }

    /// Applies italics to the text.
    nonisolated public func italic() -> Text {
        adding(".italic()")
    }

    /// Sets the color of the text displayed by this view.
    @available(iOS, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> Text {
        adding(".foregroundColor(\(color?._description ?? "nil"))")
    }

    /// Sets the style of the text displayed by this view.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        adding(".foregroundStyle(\(style._description))")
    }

    /// Sets the font weight of the text.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text {
        adding(".fontWeight(\(weight?.name ?? "nil"))")
    }

    /// Applies an underline to the text.
    nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(isActive ? ".underline()" : ".underline(false)")
    }

    /// Applies a strikethrough to the text.
    nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(isActive ? ".strikethrough()" : ".strikethrough(false)")
    }

    /// Concatenates the text in two text views in a new text view.
    nonisolated public static func + (lhs: Text, rhs: Text) -> Text {
        // MiniUI joins the strings; each side's modifiers are kept in order.
        var joined = Text(verbatim: lhs.content + rhs.content)
        joined.modifiers = lhs.modifiers + rhs.modifiers
        return joined
    }

    nonisolated func adding(_ modifier: String) -> Text {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Text: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.text, "Text(\(String(reflecting: content)))", in: context)
        node.text = content
        node.annotations = modifiers
        return [node]
    }
}
