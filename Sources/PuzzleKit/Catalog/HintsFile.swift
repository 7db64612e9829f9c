import Foundation

/// An exercise's hints in one language: `Tests/ExerciseTests/Checks/NN-module/MM-step/hints.md` (English) or
/// `hints.ja.md` (Japanese), kept beside the checks so that a learner reading the lesson page does not see
/// them by accident; `puzzles hint` reveals them one at a time.
///
/// The file is a numbered Markdown list, one item per hint, in order; an item may continue on indented lines.
/// HTML comments and other lines are ignored.
public struct HintsFile: Sendable, Hashable {
    /// The hints, in order.
    public var hints: [String] = []

    /// The file name for a language: `hints.md`, `hints.ja.md`.
    public static func fileName(_ language: Language) -> String {
        language == .en ? "hints.md" : "hints.\(language.rawValue).md"
    }

    /// Reads the numbered items of a hints file.
    public init(parsing text: String) {
        var current: String?
        var reader = LineReader(text)
        while let rawLine = reader.next() {
            let line = String(rawLine)
            let trimmed = line.trimmingSpaces
            let digits = trimmed.prefix(while: \.isNumber)
            if !line.hasPrefix(" "), !digits.isEmpty, trimmed.dropFirst(digits.count).hasPrefix(". ") {
                if let current { hints.append(current) }
                current = trimmed.dropFirst(digits.count + 2).trimmingSpaces
            } else if let text = current, line.hasPrefix(" "), !trimmed.isEmpty {
                current = text + " " + trimmed
            } else if current != nil, !trimmed.isEmpty {
                hints.append(current!)
                current = nil
            }
        }
        if let current { hints.append(current) }
    }
}
