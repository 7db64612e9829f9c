import Foundation

/// A compiler warning located in one of the learner's files, in the compiler's own words.
public struct LearnerWarning: Codable, Sendable, Hashable {
    /// The learner's file, relative to the kit root (or the graded checkout).
    public var file: String
    /// The line in `file`.
    public var line: Int
    /// The column, when the compiler gave one.
    public var column: Int?
    /// The warning's message, `implicit reordering of tuple elements from … is deprecated; … [#deprecation]`.
    public var message: String
    /// The warning as the compiler wrote it: its header line, the source line and the caret.
    public var text: String

    public init(file: String, line: Int, column: Int?, message: String, text: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.text = text
    }
}

/// One disagreement between a rejects check's `expected-error` markers and what the compiler said.
public struct VerifyMismatch: Codable, Sendable, Hashable {
    /// The check file's line the compiler's verifier names (the marker's line).
    public var line: Int
    /// What the check expected (`nil`: no error was expected there).
    public var expected: String?
    /// What the compiler said (`nil`: it produced no error there).
    public var produced: String?

    public init(line: Int, expected: String?, produced: String?) {
        self.line = line
        self.expected = expected
        self.produced = produced
    }
}
