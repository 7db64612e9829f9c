import Foundation

/// The front matter of a lesson page: the lines between the opening `---` and the closing `---`.
///
/// A deliberately small subset of YAML, enough for the lesson pages described in docs/AUTHORING.md:
/// `key: value` lines (values may be quoted) and lists written as indented `- item` lines under a key.
/// Unknown keys are kept; lines it cannot read are reported in ``problems`` instead of being guessed at.
public struct FrontMatter: Sendable, Hashable {
    /// Scalar values by key (`title`, `level`, …), unquoted.
    public var values: [String: String] = [:]
    /// List values by key, in order, unquoted.
    public var lists: [String: [String]] = [:]
    /// What could not be read, one sentence each, with the line number in the page.
    public var problems: [PageProblem] = []
    /// The page's text after the front matter (`\r\n` made `\n`), taken when asked for: the catalog reads only the
    /// front matter of every lesson.
    public var body: String {
        guard let bodyStart else { return page }
        let rest = page[bodyStart...]
        return rest.contains("\r") ? rest.replacingOccurrences(of: "\r\n", with: "\n") : String(rest)
    }
    /// The page, and where its body starts (`nil`: the page has no front matter, and is all body).
    private let page: String
    private var bodyStart: String.Index?

    /// The `title` value.
    public var title: String? { values["title"].flatMap { $0.isEmpty ? nil : $0 } }
    /// The `level` value as a number.
    public var level: Int? { values["level"].flatMap { Int($0) } }

    /// Reads the front matter of a page. A page without front matter yields a problem and no values.
    public init(parsing text: String) {
        page = text
        // Only the front matter's lines are read one by one; the rest of the page is the body, taken whole.
        var reader = LineReader(text)
        var lineNumber = 0
        var opening: String?
        while let line = reader.next() {
            lineNumber += 1
            var line = String(line)
            if lineNumber == 1, line.hasPrefix("\u{FEFF}") { line.removeFirst() }
            // Leading blank lines are tolerated.
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty { continue }
            opening = trimmed
            break
        }
        guard opening == "---" else {
            problems.append(.noFrontMatter)
            return
        }
        var currentListKey: String?
        var closed = false
        while let next = reader.next() {
            let line = String(next)
            lineNumber += 1
            let trimmed = line.trimmingSpaces
            if trimmed == "---" {
                closed = true
                break
            }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.hasPrefix("- ") || trimmed == "-" {
                guard let key = currentListKey else {
                    problems.append(.listItemOutsideList(line: lineNumber, text: trimmed))
                    continue
                }
                let item = FrontMatter.unquote(String(trimmed.dropFirst()).trimmingSpaces)
                if item.isEmpty { problems.append(.emptyListItem(line: lineNumber, key: key)) }
                lists[key, default: []].append(item)
                continue
            }
            guard let colon = line.firstIndex(of: ":"), !line.hasPrefix(" "), !line.hasPrefix("\t") else {
                problems.append(.unreadableLine(line: lineNumber, text: trimmed))
                continue
            }
            let key = String(line[..<colon]).trimmingSpaces
            let value = String(line[line.index(after: colon)...]).trimmingSpaces
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
                problems.append(.unreadableKey(line: lineNumber, text: trimmed))
                continue
            }
            if values[key] != nil || lists[key] != nil {
                problems.append(.duplicateKey(line: lineNumber, key: key))
            }
            if value.isEmpty {
                currentListKey = key
                lists[key] = lists[key] ?? []
            } else {
                currentListKey = nil
                values[key] = FrontMatter.unquote(value)
            }
        }
        if !closed {
            problems.append(.frontMatterNotClosed)
        }
        bodyStart = reader.position
    }

    /// Removes one pair of matching quotes; in double quotes, `\"` and `\\` are unescaped.
    static func unquote(_ value: String) -> String {
        guard value.count >= 2, let first = value.first, first == value.last, first == "\"" || first == "'" else {
            return value
        }
        let inner = String(value.dropFirst().dropLast())
        if first == "'" { return inner.replacingOccurrences(of: "''", with: "'") }
        var result = ""
        var escaping = false
        for character in inner {
            if escaping {
                result.append(character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
