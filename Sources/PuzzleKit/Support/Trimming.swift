/// Trimming without a trip through Foundation's `NSString` (which `trimmingCharacters(in:)` takes on Linux, and which
/// dominated reading the catalog): the same characters as `.whitespaces` and `.whitespacesAndNewlines`.
extension StringProtocol {
    /// Without leading and trailing spaces and tabs (Unicode's space separators, the ideographic space included).
    var trimmingSpaces: String { trimming { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator } }

    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmingSpacesAndNewlines: String {
        trimming { scalar in
            switch scalar {
            case "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
            default: scalar.properties.generalCategory == .spaceSeparator
            }
        }
    }

    private func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isTrimmed($0) })!
        return String(self[first..<scalars.index(after: last)])
    }
}
