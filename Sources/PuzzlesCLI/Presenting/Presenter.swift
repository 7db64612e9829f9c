import Foundation
import PuzzleKit

/// Turns PuzzleKit's facts into what the runner prints: words from the message catalog of one language,
/// dressed by a terminal style. The compiler's and the runtime's own words are passed through as they are.
public struct Presenter: Sendable {
    /// The language of the words.
    public let language: Language
    /// How text is dressed (colour only on a terminal).
    public let style: TerminalStyle
    /// How the runner's commands are spelled in advice: `swift run puzzles`.
    public let command: String
    let catalog: MessageCatalog

    public init(language: Language, style: TerminalStyle = .plain, command: String = "swift run puzzles") {
        self.language = language
        self.style = style
        self.command = command
        self.catalog = .of(language)
    }

    /// The same words, dressed another way (standard error has its own terminal test).
    public func styled(_ style: TerminalStyle) -> Presenter {
        Presenter(language: language, style: style, command: command)
    }

    /// A message from the catalog. Every argument value is text already (numbers formatted by the caller).
    func t(_ key: String, _ arguments: [String: String] = [:]) -> String {
        var arguments = arguments
        if arguments["command"] == nil { arguments["command"] = command }
        return catalog.text(key, arguments)
    }

    /// A plural-aware message: `key.one` when `count` is 1, else `key.other` (with `{count}` filled in).
    func t(_ key: String, count: Int, _ arguments: [String: String] = [:]) -> String {
        t(key + (count == 1 ? ".one" : ".other"), arguments.merging(["count": "\(count)"]) { $1 })
    }

    /// `error: …` for standard error.
    func error(_ message: String) -> String { style.red(t("label.error")) + message }
    /// `warning: …` for standard error.
    func warning(_ message: String) -> String { style.yellow(t("label.warning")) + message }
    /// `note: …` for standard error.
    func note(_ message: String) -> String { style.yellow(t("label.note")) + message }

    /// A list of names in this language: `a, b and c` / `a、b、c`.
    func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return t("list.last", ["items": items.dropLast().joined(separator: t("list.separator")), "last": items.last!])
    }

    /// Sentences one after another: a space between them in English, nothing in Japanese.
    func sentences(_ parts: [String]) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: t("sentence.join"))
    }

    /// `text` padded with spaces to `width` terminal columns (CJK characters take two).
    func padded(_ text: String, toColumns width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - Presenter.columns(text)))
    }

    /// How many terminal columns `text` takes: two for East Asian wide characters, one for the rest.
    static func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            let value = scalar.value
            let wide =
                (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
                || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
                || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
                || (0xFFE0...0xFFE6).contains(value)
            return total + (wide ? 2 : 1)
        }
    }

    /// `12 seconds`, `1 second`, `0.5 seconds`.
    func seconds(_ value: Double) -> String {
        let number = value == value.rounded() ? "\(Int(value))" : "\(value)"
        return t("unit.seconds", count: value == 1 ? 1 : 2, ["seconds": number])
    }

    /// `1 MB`, `64 KB`.
    func bytes(_ value: Int) -> String {
        value % (1 << 20) == 0 ? "\(value >> 20) MB" : "\(max(1, value / 1024)) KB"
    }

    /// The file, with its line when known: `Sources/…/File.swift, line 12,` / `Sources/…/File.swift の 12 行目`.
    func place(_ file: String, _ line: Int?) -> String {
        line.map { t("place.line", ["file": file, "line": "\($0)"]) } ?? t("place", ["file": file])
    }

    /// `[#####>-----] 7/34`
    func bar(done: Int, total: Int, width: Int = 30) -> String {
        guard total > 0 else { return "[] 0/0" }
        let filled = done * width / total
        let body =
            String(repeating: "#", count: filled) + (filled < width ? ">" : "")
            + String(repeating: "-", count: max(0, width - filled - 1))
        return "[\(body)] \(done)/\(total)"
    }

    /// `★★☆`
    func stars(_ level: Int?) -> String {
        let level = min(max(level ?? 1, 1), 3)
        return String(repeating: "★", count: level) + String(repeating: "☆", count: 3 - level)
    }

    /// A sentence's first letter in upper case (English templates that may start a sentence or follow a colon).
    func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
