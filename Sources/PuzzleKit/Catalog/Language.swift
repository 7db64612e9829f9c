import Foundation

/// A language the lessons are written in.
public enum Language: String, Codable, Sendable, CaseIterable {
    /// English: `README.md`.
    case en
    /// Japanese: `README.ja.md`.
    case ja

    /// The lesson page's file name in this language.
    public var lessonFileName: String { self == .en ? "README.md" : "README.\(rawValue).md" }

    /// The learner's language: `PUZZLES_LANG`, else `LC_ALL`/`LC_MESSAGES`/`LANG` starting with `ja`, else English.
    public static func preferred(environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        if let explicit = environment["PUZZLES_LANG"].flatMap({ Language(rawValue: $0.lowercased()) }) {
            return explicit
        }
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty { return value.lowercased().hasPrefix("ja") ? .ja : .en }
        }
        return .en
    }
}
