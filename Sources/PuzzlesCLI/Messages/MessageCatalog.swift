import Foundation
import PuzzleKit

/// Every sentence the runner prints, in one language: a key, and a template whose `{name}` placeholders
/// the presenter fills in. English is the reference: every catalog must have its keys and, per key, the
/// same placeholders (``problems(comparedWith:)``; `puzzles dev check` and the tests fail otherwise).
struct MessageCatalog: Sendable {
    let language: Language
    let templates: [String: String]

    /// The catalog of a language.
    static func of(_ language: Language) -> MessageCatalog {
        switch language {
        case .en: english
        case .ja: japanese
        }
    }

    /// The template filled in with `arguments`. A key missing here falls back to English, then to the key.
    func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        var text = templates[key] ?? MessageCatalog.english.templates[key] ?? key
        for (name, value) in arguments {
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return text
    }

    /// The placeholders of a template, `{file}` → `file`.
    static func placeholders(_ template: String) -> Set<String> {
        var names: Set<String> = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = rest[rest.index(after: open)..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) { names.insert(String(name)) }
            rest = rest[rest.index(after: open)...]
        }
        return names
    }

    /// What this catalog lacks or has too many of, compared with `reference`: one line per problem.
    func problems(comparedWith reference: MessageCatalog = .english) -> [String] {
        var problems: [String] = []
        for key in reference.templates.keys.sorted() {
            guard let template = templates[key] else {
                problems.append("\(language.rawValue): missing \(key)")
                continue
            }
            let expected = MessageCatalog.placeholders(reference.templates[key] ?? "")
            let found = MessageCatalog.placeholders(template)
            if expected != found {
                problems.append(
                    "\(language.rawValue): \(key) has {\(found.sorted().joined(separator: "}, {"))}, "
                        + "not {\(expected.sorted().joined(separator: "}, {"))}")
            }
        }
        for key in templates.keys.sorted() where reference.templates[key] == nil {
            problems.append("\(language.rawValue): \(key) is not in the \(reference.language.rawValue) catalog")
        }
        return problems
    }

    /// The problems of every catalog compared with English.
    static func allProblems() -> [String] {
        Language.allCases.flatMap { of($0).problems() }
    }
}
