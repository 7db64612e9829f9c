import Foundation

/// What a lesson page quotes and must keep verbatim: its code blocks, and the compiler's messages it quotes
/// (docs/AUTHORING.md, "Quoted diagnostics" and "English and Japanese pages").
///
/// A diagnostic is quoted in a code block without a language (or `text`), as the compiler prints it: a line that
/// starts with `error: `, `warning: ` or `note: `, continued on the unindented lines that follow it (a long message
/// wrapped for the page); indented lines are the compiler's echo of the source and are not part of it. In running
/// text, a code span is a quoted diagnostic when it starts with one of those words, or when it reads as the
/// compiler's sentence: starting with a lower-case letter, four words or more naming something in `'…'` (or five
/// words or more), without code's punctuation outside the quotes, a command (`swift run …`, `--html`) or a
/// conformance written out (`generic parameter 'ID' could not be inferred`, `failed to produce diagnostic for
/// expression`).
public struct LessonQuotes: Sendable, Hashable {
    /// A fenced code block: its language (empty for none), its lines, and the page line of its first line.
    public struct Block: Sendable, Hashable {
        public var language: String
        public var lines: [String]
        public var line: Int

        /// The lines compared with the other language's page: a Swift block's code without its comments (the
        /// Japanese page translates them) or surrounding spaces, blank lines dropped; any other block as it is,
        /// trailing spaces aside.
        public var comparedLines: [String] {
            guard language == "swift" else {
                return lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            }
            return lines.map { LessonPicture.codeOnly(LessonQuotes.withoutBlockComments($0)) }.filter { !$0.isEmpty }
        }
    }

    /// A compiler message the page quotes.
    public struct Diagnostic: Sendable, Hashable {
        /// `error`, `warning` or `note`; empty for a code span that quotes only the message.
        public var severity: String
        /// The message, its wrapped lines joined by a space, without its `[#Group]` tag.
        public var message: String
        /// The diagnostic group the compiler printed after the message (`ProtocolTypeNonConformance`), if quoted.
        public var group: String?
        /// The page line where the quote starts.
        public var line: Int
        /// Whether it is quoted in running text (a code span) rather than in a block.
        public var inline: Bool

        /// The message as the compiler prints it after the severity: with its group tag, when quoted.
        public var printed: String { group.map { "\(message) [#\($0)]" } ?? message }
    }

    public var blocks: [Block]
    public var diagnostics: [Diagnostic]
    /// The phrases of four words or more, starting with a Latin letter, that the page quotes in double quotes ("…") in
    /// running text:
    /// SwiftUI's or the runtime's messages, titles. A Japanese page's must appear in the English page.
    public var quotedPhrases: [String]
    /// The code spans of the running text, each with its spaces and line breaks as single spaces.
    public var codeSpans: [String]

    static let severities = ["error", "warning", "note"]

    public init(markdown: String) {
        var blocks: [Block] = []
        var diagnostics: [Diagnostic] = []
        var prose: [(line: Int, text: String)] = []
        var current: Block?
        let lines = markdown.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
        var inFrontMatter = lines.first == "---"
        for (index, line) in lines.enumerated() {
            if inFrontMatter {
                if index > 0 && line == "---" { inFrontMatter = false }
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = Block(
                        language: String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces), lines: [],
                        line: index + 2)
                }
            } else if current != nil {
                current?.lines.append(line)
            } else {
                prose.append((index + 1, line))
            }
        }
        for block in blocks where block.language.isEmpty || block.language == "text" {
            var open: Diagnostic?
            for (offset, line) in block.lines.enumerated() {
                if let (severity, message) = LessonQuotes.diagnosticLine(line) {
                    if let done = open { diagnostics.append(done) }
                    open = Diagnostic(
                        severity: severity, message: message, group: nil, line: block.line + offset, inline: false)
                } else if open != nil, let first = line.first, !first.isWhitespace {
                    open?.message += " " + line.trimmingCharacters(in: .whitespaces)
                } else {
                    if let done = open { diagnostics.append(done) }
                    open = nil
                }
            }
            if let done = open { diagnostics.append(done) }
        }
        var phrases: [String] = []
        var spans: [String] = []
        // A code span may wrap over the lines of a paragraph: read each paragraph as one.
        var paragraphs: [(line: Int, text: String)] = []
        for (number, line) in prose {
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                paragraphs.append((number, ""))
            } else if let last = paragraphs.last, !last.text.isEmpty,
                last.line + last.text.filter({ $0 == "\n" }).count + 1 == number
            {
                paragraphs[paragraphs.count - 1].text += "\n" + line
            } else {
                paragraphs.append((number, line))
            }
        }
        for (start, paragraph) in paragraphs where !paragraph.isEmpty {
            let pieces = paragraph.components(separatedBy: "`")
            var number = start
            for (offset, piece) in pieces.enumerated() {
                defer { number += piece.filter { $0 == "\n" }.count }
                guard offset % 2 == 1, offset < pieces.count - 1 else { continue }
                let span = piece.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                spans.append(span)
                if let (severity, message) = LessonQuotes.diagnosticLine(span) {
                    diagnostics.append(
                        Diagnostic(severity: severity, message: message, group: nil, line: number, inline: true))
                } else if LessonQuotes.readsAsDiagnostic(span) {
                    diagnostics.append(Diagnostic(severity: "", message: span, group: nil, line: number, inline: true))
                }
            }
        }
        // Double-quoted English phrases may wrap over lines: read the running text as one.
        let text = LessonQuotes.withoutCodeSpans(prose.map(\.text).joined(separator: "\n"))
        for phrase in LessonQuotes.doubleQuoted(text) {
            let flat = phrase.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if flat.split(separator: " ").count >= 4, let first = flat.unicodeScalars.first,
                first.isASCII && CharacterSet.letters.contains(first)
            {
                phrases.append(flat)
            }
        }
        self.blocks = blocks
        self.diagnostics = diagnostics.map(LessonQuotes.splittingGroup)
        self.quotedPhrases = phrases
        self.codeSpans = spans
    }

    /// A way a Japanese page departs from its English page's code and quotes.
    public enum Difference: Sendable, Hashable {
        /// The pages have different numbers of code blocks.
        case blockCount(japanese: Int, english: Int)
        /// The n-th code blocks differ: their first lines, and the first compared line that differs (nil when one
        /// block has fewer lines, or only the language differs).
        case block(japaneseLine: Int, englishLine: Int, japanese: String?, english: String?)
        /// A diagnostic quoted in running text that is no code span of the English page.
        case quote(line: Int, span: String)
        /// A double-quoted phrase that is not in the English page's text.
        case phrase(String)
    }

    /// What a Japanese page changed of its English page's code and quotes (docs/AUTHORING.md, "English and Japanese
    /// pages"): the n-th code block of one is the n-th of the other, with the same language and the same lines
    /// (``Block/comparedLines``: a Swift block's comments may be translated); every diagnostic the Japanese page
    /// quotes in running text is a code span of the English page; every phrase it quotes in double quotes is in the
    /// English page's text. Empty when the pages agree.
    public static func differences(english: String, japanese: String) -> [Difference] {
        let en = LessonQuotes(markdown: english)
        let ja = LessonQuotes(markdown: japanese)
        var differences: [Difference] = []
        if en.blocks.count != ja.blocks.count {
            differences.append(.blockCount(japanese: ja.blocks.count, english: en.blocks.count))
        } else {
            for (enBlock, jaBlock) in zip(en.blocks, ja.blocks) {
                let enLines = enBlock.comparedLines
                let jaLines = jaBlock.comparedLines
                guard enBlock.language != jaBlock.language || enLines != jaLines else { continue }
                let first = zip(enLines, jaLines).first { $0 != $1 }
                differences.append(
                    .block(japaneseLine: jaBlock.line, englishLine: enBlock.line, japanese: first?.1, english: first?.0)
                )
            }
        }
        let englishSpans = Set(en.codeSpans)
        for quote in ja.diagnostics where quote.inline {
            let span = (quote.severity.isEmpty ? "" : quote.severity + ": ") + quote.printed
            if !englishSpans.contains(span) { differences.append(.quote(line: quote.line, span: span)) }
        }
        let englishText = withoutCodeSpans(english).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for phrase in ja.quotedPhrases where !englishText.contains(phrase) {
            differences.append(.phrase(phrase))
        }
        return differences
    }

    /// `error: message` (or `warning:`, `note:`) as severity and message.
    static func diagnosticLine(_ line: String) -> (String, String)? {
        for severity in severities where line.hasPrefix(severity + ": ") {
            return (severity, String(line.dropFirst(severity.count + 2)).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// A message's trailing ` [#Group]` as its group.
    static func splittingGroup(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        if let range = diagnostic.message.range(of: #" \[#([A-Za-z]+)\]$"#, options: .regularExpression) {
            diagnostic.group = String(diagnostic.message[range].dropFirst(3).dropLast())
            diagnostic.message = String(diagnostic.message[..<range.lowerBound])
        }
        return diagnostic
    }

    static func readsAsDiagnostic(_ span: String) -> Bool {
        let words = span.split(separator: " ")
        guard let first = span.unicodeScalars.first, CharacterSet.lowercaseLetters.contains(first), words.count >= 4,
            span.contains("'") || words.count >= 5, !span.hasPrefix("swift "), !span.contains("--")
        else { return false }
        let outsideQuotes = span.replacingOccurrences(of: "'[^']*'", with: "", options: .regularExpression)
        // Code's punctuation, or a conformance written out (`Array: Equatable`), is code, not the compiler's words.
        return outsideQuotes.rangeOfCharacter(from: CharacterSet(charactersIn: "{}=\\.<>[]\"")) == nil
            && outsideQuotes.range(of: ": [A-Z]", options: .regularExpression) == nil
    }

    static func withoutCodeSpans(_ text: String) -> String {
        text.replacingOccurrences(of: "`[^`\n]*`", with: "", options: .regularExpression)
    }

    static func doubleQuoted(_ text: String) -> [String] {
        text.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    static func withoutBlockComments(_ line: String) -> String {
        line.replacingOccurrences(of: #"/\*.*?\*/"#, with: "", options: .regularExpression)
    }
}
