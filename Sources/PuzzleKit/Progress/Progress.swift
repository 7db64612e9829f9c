import Foundation

/// A learner's progress: where they are, how many hints they have seen, and the last verdict of each
/// exercise, remembered with a fingerprint of the files it judged.
///
/// It is only a cache: a verdict counts only while its exercise's files still have the same
/// fingerprint, and anything else is decided by checking again.
public struct Progress: Codable, Sendable, Equatable {
    /// The version of this file's format; a file with a newer one is left alone.
    public static let currentFormat = 1

    /// What the cache remembers of one verdict.
    public struct Remembered: Codable, Sendable, Equatable {
        public var outcome: Verdict.Outcome
        /// The fingerprint of the exercise's sources and checks when it was judged.
        public var fingerprint: String
        /// When it was first judged so, as the file writes it (ISO 8601, UTC, to the second): read as a date only
        /// when asked for, so that loading the progress file, which every check does, parses no dates.
        private var dateText: String

        /// When it was first judged so.
        public var date: Date {
            get { (try? Date(dateText, strategy: .iso8601)) ?? .distantPast }
            set { dateText = newValue.formatted(.iso8601) }
        }

        public init(outcome: Verdict.Outcome, fingerprint: String, date: Date = Date()) {
            self.outcome = outcome
            self.fingerprint = fingerprint
            self.dateText = date.formatted(.iso8601)
        }

        private enum CodingKeys: String, CodingKey {
            case outcome, fingerprint
            case dateText = "date"
        }
    }

    public var format = Progress.currentFormat
    /// The exercise the learner moved to with `n` in `puzzles watch`, while it is not done.
    public var current: String?
    /// Hints revealed so far, by exercise id.
    public var hintsRevealed: [String: Int] = [:]
    /// The last verdict of each exercise, by id.
    public var verdicts: [String: Remembered] = [:]
    /// The commit whose starters `puzzles reset` restores (the kit's commit when progress began).
    public var starterCommit: String?
    /// The language the learner chose with `puzzles language`, if any (it wins over the locale).
    public var language: Language?
    /// When the first-run welcome was shown (it is shown once).
    public var welcomed: Date?

    public init() {}
}
