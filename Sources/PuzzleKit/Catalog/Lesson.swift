import Foundation

/// A lesson page as the catalog read it.
public struct Lesson: Sendable, Hashable, Codable {
    /// The page's language.
    public var language: Language
    /// The page's path relative to the kit root, e.g. `Lessons/01-plain-lists/03-both/README.md`.
    public var path: String
    /// Whether the page exists.
    public var exists: Bool
    /// The front matter's `title`.
    public var title: String?
    /// The front matter's `level` (English page only).
    public var level: Int?
    /// The hints in this language, in order, read from ``hintsPath``.
    public var hints: [String]
    /// The hints file's path relative to the kit root, e.g. `Tests/ExerciseTests/Checks/01-plain-lists/03-both/hints.md`.
    public var hintsPath: String
    /// What the front matter parser could not read.
    public var problems: [PageProblem]
}
