import Foundation

/// A plausible wrong answer kept with an exercise's checks (docs/AUTHORING.md, "Wrong answers").
public struct WrongAnswer: Sendable, Hashable, Codable {
    /// The folder name under `wrong-answers/`.
    public var slug: String
    /// The folder, relative to the kit root.
    public var path: String
    /// The file names in the folder (relative to it), which replace the solution's files of the same name.
    public var files: [String]
    /// The `// wrong:` line: what the mistake is.
    public var summary: String
    /// The checks named by `// rejected-by:` lines; each must fail for this answer.
    public var rejectedBy: [String]
    /// The misconception behind it, per language: the `// misconception:` and `// misconception-ja:` lines of the
    /// first file (by name), continued over further lines with the same prefix.
    public var misconception: [Language: String]
    /// The anchor of the lesson section that addresses it, from `// lesson: #anchor`.
    public var lessonAnchor: String?
    /// What is wrong with the files' headers (empty when they are valid).
    public var problems: [PageProblem]

    /// The misconception as a verdict carries it, once a learner's failure matches this wrong answer.
    public var asMisconception: Misconception {
        Misconception(wrongAnswer: path, explanation: misconception, lessonAnchor: lessonAnchor)
    }

    /// One sentence from two of its lines: English joins them with a space; Japanese runs on without one between
    /// Japanese characters, but keeps the half-width space the glossary (Lessons/GLOSSARY.ja.md, 書き方) puts between
    /// Japanese and Latin letters, digits or code, and the one between two Latin words or code (`「All` + `topics」`,
    /// `KeyPath<Item,` + `AnyHashable>`); none next to Japanese punctuation (`「` + `` `state` ``).
    static func join(_ head: String, _ tail: String, in language: Language) -> String {
        guard language == .ja else { return head + " " + tail }
        guard let last = head.unicodeScalars.last, let first = tail.unicodeScalars.first else { return head + tail }
        func isLatin(_ scalar: Unicode.Scalar) -> Bool { scalar.isASCII && !scalar.properties.isWhitespace }
        // Full-width punctuation (、。「」（）etc.) and the ideographic space never take a space beside them.
        func isJapanesePunctuation(_ scalar: Unicode.Scalar) -> Bool {
            (0x3000...0x303F).contains(scalar.value) || (0xFF00...0xFF0F).contains(scalar.value)
                || (0xFF1A...0xFF20).contains(scalar.value) || (0xFF3B...0xFF40).contains(scalar.value)
                || (0xFF5B...0xFF65).contains(scalar.value) || scalar == "・"
        }
        let spaced =
            (isLatin(last) || isLatin(first)) && !isJapanesePunctuation(last) && !isJapanesePunctuation(first)
        return head + (spaced ? " " : "") + tail
    }

    init(slug: String, path: String, files: [(name: String, contents: String)]) {
        self.slug = slug
        self.path = path
        self.files = files.map(\.name)
        var summaries: [String] = []
        var rejected: [String] = []
        var problems: [PageProblem] = []
        var misconception: [Language: String] = [:]
        var anchor: String?
        // The misconception and the lesson anchor are read from the first file by name.
        let first = files.map(\.name).min()
        for file in files {
            var reader = LineReader(file.contents)
            let header = (0..<16).compactMap { _ in reader.next() }
            var sawWrong = false
            var sawRejected = false
            for line in header {
                let trimmed = line.trimmingSpacesAndNewlines
                if trimmed.hasPrefix("// wrong:") {
                    sawWrong = true
                    let text = trimmed.dropFirst("// wrong:".count).trimmingCharacters(in: .whitespaces)
                    if !text.isEmpty && !summaries.contains(text) { summaries.append(text) }
                } else if trimmed.hasPrefix("// rejected-by:") {
                    sawRejected = true
                    for name in trimmed.dropFirst("// rejected-by:".count).split(separator: ",") {
                        var check = name.trimmingCharacters(in: .whitespaces)
                        if check.hasSuffix(".swift") { check = String(check.dropLast(6)) }
                        if !check.isEmpty && !rejected.contains(check) { rejected.append(check) }
                    }
                } else if file.name == first, trimmed.hasPrefix("// lesson:") {
                    anchor = trimmed.dropFirst("// lesson:".count).trimmingCharacters(in: .whitespaces)
                } else if file.name == first {
                    for language in Language.allCases {
                        let prefix = language == .en ? "// misconception:" : "// misconception-\(language.rawValue):"
                        guard trimmed.hasPrefix(prefix) else { continue }
                        let text = trimmed.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
                        misconception[language] =
                            misconception[language].map { WrongAnswer.join($0, text, in: language) } ?? text
                    }
                }
            }
            if !sawWrong { problems.append(.noWrongLine(file: file.name)) }
            if !sawRejected { problems.append(.noRejectedByLine(file: file.name)) }
        }
        if let first {
            for language in Language.allCases where (misconception[language] ?? "").isEmpty {
                problems.append(.noMisconception(file: first, language: language))
            }
            if (anchor ?? "").isEmpty { problems.append(.noLessonAnchor(file: first)) }
        } else {
            problems.append(.noSwiftFile)
        }
        self.misconception = misconception.filter { !$0.value.isEmpty }
        self.lessonAnchor = anchor.flatMap { $0.isEmpty ? nil : $0 }
        self.summary = summaries.joined(separator: "; ")
        self.rejectedBy = rejected
        self.problems = problems
    }
}
