import Foundation

/// The one way the kit writes JSON for people and machines to read: pretty-printed, keys sorted, slashes
/// left alone, dates in ISO 8601.
package enum JSONText {
    package static func encode<T: Encodable>(_ value: T, orElse fallback: String = "null") -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? fallback
    }
}
