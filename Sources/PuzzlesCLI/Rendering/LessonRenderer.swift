import Foundation
import PuzzleKit

/// Renders a lesson page (Markdown) for the terminal: headings stand out, emphasis and inline code
/// are styled, Swift code blocks are highlighted and indented, and the front matter is left out.
///
/// Without colour the words are the same; headings are underlined with `=` or `-` so that the page
/// still reads well in a pipe or a file.
public struct LessonRenderer: Sendable {
    public var style: TerminalStyle
    /// The lesson's folder, relative to where the reader is: a picture (`![what it shows](example.png)`) is
    /// shown as its description and its path from there, to open in an image viewer.
    public var folder: String?

    public init(style: TerminalStyle, folder: String? = nil) {
        self.style = style
        self.folder = folder
    }

    public func render(_ markdown: String) -> String {
        var output: [String] = []
        var codeLanguage: String?
        for line in FrontMatter(parsing: markdown).body.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if codeLanguage == nil {
                    codeLanguage = String(trimmed.dropFirst(3))
                } else {
                    codeLanguage = nil
                }
                continue
            }
            if let language = codeLanguage {
                let code =
                    language.isEmpty || language == "swift" ? SwiftHighlighter(style: style).highlight(line) : line
                output.append("    " + code)
                continue
            }
            output.append(contentsOf: renderProse(line))
        }
        while output.last?.isEmpty == true { output.removeLast() }
        while output.first?.isEmpty == true { output.removeFirst() }
        return output.joined(separator: "\n")
    }

    private func renderProse(_ line: String) -> [String] {
        if let heading = Self.heading(line) {
            let text = inline(heading.text)
            if style.usesColor {
                return [heading.level == 1 ? style.bold(style.underline(text)) : style.bold(text)]
            }
            let plain = inline(heading.text)
            // As wide as the heading on a terminal: a Japanese character takes two columns.
            let rule = String(repeating: heading.level == 1 ? "=" : "-", count: Presenter.columns(plain))
            return heading.level <= 2 ? [plain, rule] : [plain]
        }
        if let picture = line.firstMatch(of: #/^!\[(?<text>[^\]]*)\]\((?<file>[^)\s]+)\)\s*$/#) {
            let path = folder.map { "\($0)/\(picture.output.file)" } ?? String(picture.output.file)
            return [style.dim("▣ ") + inline(String(picture.output.text)) + style.dim(" (\(path))")]
        }
        if line.hasPrefix("> ") {
            return [style.dim("│ ") + inline(String(line.dropFirst(2)))]
        }
        if let range = line.range(of: #"^(\s*)[-*] "#, options: .regularExpression) {
            let indent = line[range].prefix { $0 == " " }
            return [indent + "• " + inline(String(line[range.upperBound...]))]
        }
        return [inline(line)]
    }

    private static func heading(_ line: String) -> (level: Int, text: String)? {
        let hashes = line.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count), line.dropFirst(hashes.count).first == " " else { return nil }
        return (hashes.count, String(line.dropFirst(hashes.count + 1)))
    }

    /// `code`, **bold**, *emphasis* and [links](url), in one pass so that code is never restyled.
    func inline(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let next = rest.firstIndex(where: { "`*_[".contains($0) }) {
            result += rest[..<next]
            rest = rest[next...]
            if rest.hasPrefix("`"), let end = rest.dropFirst().firstIndex(of: "`") {
                let code = String(rest[rest.index(after: rest.startIndex)..<end])
                result += style.usesColor ? style.cyan(code) : "`\(code)`"
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("**"), let end = rest.dropFirst(2).range(of: "**") {
                let inner = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound])
                result += style.bold(inline(inner))
                rest = rest[end.upperBound...]
                // Bold Japanese that ends with its punctuation needs a space after it in Markdown to close
                // (`**…する。** 使う`), which Japanese text does not have: the terminal leaves it out.
                if let last = inner.last, "。、」）！？".contains(last), rest.first == " ",
                    let after = rest.dropFirst().first, !after.isASCII
                {
                    rest = rest.dropFirst()
                }
            } else if let marker = rest.first, marker == "*" || marker == "_",
                rest.dropFirst().first.map({ !$0.isWhitespace }) == true,
                let end = rest.dropFirst().firstIndex(of: marker),
                marker == "*" || result.last.map({ !$0.isLetter && !$0.isNumber }) ?? true
            {
                result += style.italic(String(rest[rest.index(after: rest.startIndex)..<end]))
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("["), let close = rest.firstIndex(of: "]"),
                rest[close...].dropFirst().first == "(", let paren = rest[close...].firstIndex(of: ")")
            {
                let label = String(rest[rest.index(after: rest.startIndex)..<close])
                let target = String(rest[rest.index(close, offsetBy: 2)..<paren])
                result += style.underline(inline(label)) + style.dim(" (\(target))")
                rest = rest[rest.index(after: paren)...]
            } else {
                result.append(rest.removeFirst())
            }
        }
        return result + rest
    }
}
