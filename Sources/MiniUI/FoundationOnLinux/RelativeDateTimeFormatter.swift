import Foundation

// Why this exists: Foundation on Linux lacks `RelativeDateTimeFormatter`, which SwiftUI screens use.
//
// Foundation's `RelativeDateTimeFormatter` ("2 hours ago"), which SwiftUI code on iOS sees through
// `import SwiftUI`, is absent from Foundation on Linux. MiniUI declares it there (only there: on Apple's
// platforms Foundation's own is used), written with Foundation's `Date.RelativeFormatStyle`, which Linux has.

#if !canImport(Darwin)
    /// A formatter that creates locale-aware string representations of a relative date or time
    /// (Foundation's).
    open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
        /// A type that describes how the formatter uses named phrases such as "yesterday".
        public enum DateTimeStyle: Int, Sendable {
            /// A style that uses numeric phrases: "1 day ago".
            case numeric
            /// A style that uses named phrases where it can: "yesterday".
            case named
        }

        /// A type that describes the length of the units in the formatted string.
        public enum UnitsStyle: Int, Sendable {
            /// "2 months ago"
            case full
            /// "two months ago"
            case spellOut
            /// "2 mo. ago"
            case short
            /// "2mo ago"
            case abbreviated
        }

        /// The style to use when describing a relative date, such as "1 day ago" or "yesterday".
        open var dateTimeStyle: DateTimeStyle = .numeric
        /// The style to use when formatting the quantity or the name of the unit.
        open var unitsStyle: UnitsStyle = .full
        /// The capitalization formatting context used when formatting a relative date.
        open var formattingContext: Formatter.Context = .unknown
        /// The calendar to use for formatting values that don't have an inherent calendar of their own.
        open var calendar: Calendar! = .current
        /// The locale to use when formatting the relative date.
        open var locale: Locale! = .current

        public override init() {
            super.init()
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// Formats the date interval from the reference date to the given date.
        open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
            localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
        }

        /// Formats a time interval from now: negative intervals are in the past.
        open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
            let units: Date.RelativeFormatStyle.UnitsStyle =
                switch unitsStyle {
                case .full: .wide
                case .spellOut: .spellOut
                case .short: .abbreviated
                case .abbreviated: .narrow
                }
            var style = Date.RelativeFormatStyle(
                presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units)
            style.locale = locale ?? .current
            style.calendar = calendar ?? .current
            return style.format(Date(timeIntervalSinceNow: timeInterval))
        }

        /// Formats the date interval that the date components describe.
        open func localizedString(from dateComponents: DateComponents) -> String {
            let calendar = self.calendar ?? .current
            let now = Date()
            let target = calendar.date(byAdding: dateComponents, to: now) ?? now
            return localizedString(fromTimeInterval: target.timeIntervalSince(now))
        }

        /// Formats a date relative to now, for a `Date` object.
        open override func string(for obj: Any?) -> String? {
            guard let date = obj as? Date else { return nil }
            return localizedString(for: date, relativeTo: Date())
        }
    }
#endif
