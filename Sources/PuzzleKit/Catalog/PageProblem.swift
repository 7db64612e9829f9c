import Foundation

/// A mistake in a lesson page's front matter, or in a wrong answer's header lines: for kit authors.
public enum PageProblem: Codable, Sendable, Hashable {
    /// The page does not start with a `---` line.
    case noFrontMatter
    /// A `- item` line outside a list (the line number and the line).
    case listItemOutsideList(line: Int, text: String)
    /// An empty `- ` item in a list.
    case emptyListItem(line: Int, key: String)
    /// A line that is neither `key: value` nor `  - item`.
    case unreadableLine(line: Int, text: String)
    /// A key with characters other than letters, digits, `_` and `-`.
    case unreadableKey(line: Int, text: String)
    /// A key that appears twice.
    case duplicateKey(line: Int, key: String)
    /// The front matter is not closed by a `---` line.
    case frontMatterNotClosed
    /// `hints:` on the lesson page; hints live in the checks folder's hints file.
    case hintsOnLessonPage(hintsPath: String)
    /// A wrong answer's file does not open with `// wrong: …`.
    case noWrongLine(file: String)
    /// A wrong answer's file has no `// rejected-by: <check>` line.
    case noRejectedByLine(file: String)
    /// A wrong answer's folder holds no .swift file.
    case noSwiftFile
    /// A wrong answer's first file has no `// misconception:` line in that language.
    case noMisconception(file: String, language: Language)
    /// A wrong answer's first file has no `// lesson: #anchor` line.
    case noLessonAnchor(file: String)
    /// A wrong answer's `// lesson:` anchor names no heading of the English lesson page.
    case unknownLessonAnchor(anchor: String, lesson: String)
}
