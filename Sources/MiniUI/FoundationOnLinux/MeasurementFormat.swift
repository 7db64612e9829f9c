import Foundation

// Why this exists: Foundation on Linux lacks `Measurement.FormatStyle`, which SwiftUI screens use.
//
// Foundation's `Measurement` format style, which SwiftUI code on iOS sees through `import SwiftUI`
// (`Text(distance, format: .measurement(width: .abbreviated))`, `distance.formatted()`), is absent from
// Foundation on Linux. MiniUI declares that much of it there, with Foundation's names and generic
// signatures; where Foundation has it (Apple's platforms), Foundation's own is used and this is not compiled.
//
// Simplified: the value is shown in the unit it was given (no conversion to the locale's preferred
// unit, whatever the usage) with the unit's symbol at every width, `narrow` without the space.

#if !canImport(Darwin)
    /// The usage for formatting measurements (Foundation's).
    public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Codable, Sendable {
        let name: String

        /// The default usage for the measurement's unit and the locale.
        public static var general: Self { Self(name: "general") }
        /// Formats the measurement in the unit it was given.
        public static var asProvided: Self { Self(name: "asProvided") }
    }

    extension MeasurementFormatUnitUsage where UnitType == UnitLength {
        /// The usage for road distances.
        public static var road: Self { Self(name: "road") }
        /// The usage for a person's height.
        public static var personHeight: Self { Self(name: "personHeight") }
        /// The usage for rainfall.
        public static var rainfall: Self { Self(name: "rainfall") }
    }

    extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
        /// The usage for weather temperatures.
        public static var weather: Self { Self(name: "weather") }
        /// The usage for a person's temperature.
        public static var person: Self { Self(name: "person") }
    }

    extension MeasurementFormatUnitUsage where UnitType == UnitMass {
        /// The usage for a person's weight.
        public static var personWeight: Self { Self(name: "personWeight") }
    }

    extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
        /// The usage for food energy.
        public static var food: Self { Self(name: "food") }
        /// The usage for a workout's energy.
        public static var workout: Self { Self(name: "workout") }
    }

    extension Measurement where UnitType: Dimension {
        /// A format style that formats a measurement as a string (Foundation's).
        public struct FormatStyle: Foundation.FormatStyle, Sendable {
            /// The width of the unit in the formatted measurement.
            public struct UnitWidth: Codable, Hashable, Sendable {
                let name: String

                /// The full name of the unit: `kilometers`.
                public static var wide: Self { Self(name: "wide") }
                /// The abbreviated unit: `km`.
                public static var abbreviated: Self { Self(name: "abbreviated") }
                /// The shortest form of the unit: `km`, without a space.
                public static var narrow: Self { Self(name: "narrow") }
            }

            public var width: UnitWidth
            public var locale: Locale
            public var usage: MeasurementFormatUnitUsage<UnitType>?
            public var numberFormatStyle: FloatingPointFormatStyle<Double>?

            /// Creates a measurement format style.
            public init(
                width: UnitWidth, locale: Locale = .autoupdatingCurrent,
                usage: MeasurementFormatUnitUsage<UnitType> = .general,
                numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
            ) {
                self.width = width
                self.locale = locale
                self.usage = usage
                self.numberFormatStyle = numberFormatStyle
            }

            /// Formats a measurement, in the unit it was given.
            public func format(_ measurement: Measurement<UnitType>) -> String {
                let number =
                    (numberFormatStyle ?? FloatingPointFormatStyle<Double>(locale: locale)).format(measurement.value)
                let separator = width == .narrow ? "" : " "
                return number + separator + measurement.unit.symbol
            }

            /// Modifies the format style to use the specified locale.
            public func locale(_ locale: Locale) -> Self {
                var copy = self
                copy.locale = locale
                return copy
            }
        }

        /// Generates a locale-aware string representation of the measurement, with the default
        /// measurement format style.
        public func formatted() -> String {
            FormatStyle(width: .abbreviated).format(self)
        }

        /// Generates a string representation of the measurement with the format style you provide.
        public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput
        where S.FormatInput == Measurement<UnitType> {
            style.format(self)
        }
    }

    extension FormatStyle {
        /// A format style for measurements.
        public static func measurement<UnitType: Dimension>(
            width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated,
            usage: MeasurementFormatUnitUsage<UnitType> = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) -> Self where Self == Measurement<UnitType>.FormatStyle {
            Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
        }
    }
#endif
