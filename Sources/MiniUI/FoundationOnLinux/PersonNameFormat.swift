import Foundation

// Why this exists: Foundation on Linux lacks `PersonNameComponents.FormatStyle`, which SwiftUI screens use.
//
// Foundation's `PersonNameComponents` format style (`name.formatted(.name(style: .medium))`), which SwiftUI
// code on iOS sees through `import SwiftUI`, is absent from Foundation on Linux. MiniUI declares that much of
// it there, with Foundation's names and generic signatures; where Foundation has it (Apple's platforms),
// Foundation's own is used and this is not compiled.
//
// Simplified: every locale orders names as English does (given name first).

#if !canImport(Darwin)
    extension PersonNameComponents {
        /// A type used to format a person's name with a style appropriate for the given locale (Foundation's).
        public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
            /// The styles a name can be formatted in.
            public enum Style: Int, Codable, Hashable, Sendable {
                /// The shortest form: the nickname, else the given name (`Tom`).
                case short
                /// The given and family names (`Thomas Clark`).
                case medium
                /// Every component, prefix to suffix (`Dr. Thomas Louis Clark Esq.`).
                case long
                /// The initials of the given and family names (`TC`).
                case abbreviated
            }

            /// Specifies the style of the formatted result.
            public var style: Style
            /// The locale used to create the string representation of the name.
            public var locale: Locale

            /// Creates an instance using the provided format style and locale.
            public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) {
                self.style = style
                self.locale = locale
            }

            /// Creates a string representation from a person name components value.
            public func format(_ value: PersonNameComponents) -> String {
                let parts: [String?]
                switch style {
                case .short:
                    parts = [value.nickname ?? value.givenName ?? value.familyName]
                case .medium:
                    parts = [value.givenName, value.familyName]
                case .long:
                    parts = [value.namePrefix, value.givenName, value.middleName, value.familyName, value.nameSuffix]
                case .abbreviated:
                    return [value.givenName, value.familyName].compactMap { $0?.first.map(String.init) }.joined()
                }
                return parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            }

            /// Modifies the format style to use the specified locale.
            public func locale(_ locale: Locale) -> Self {
                var copy = self
                copy.locale = locale
                return copy
            }
        }

        /// Generates a locale-aware string representation of the name using the provided format style.
        public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput
        where S.FormatInput == PersonNameComponents {
            style.format(self)
        }
    }

    extension FormatStyle where Self == PersonNameComponents.FormatStyle {
        /// Returns a format style to use the given name style for formatting a name from its components.
        public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self {
            PersonNameComponents.FormatStyle(style: style)
        }
    }
#endif
