import Foundation

/// The three kinds of check file (docs/AUTHORING.md, "Check files").
public enum CheckKind: String, Codable, Sendable, CaseIterable, Comparable {
    /// The file must type-check against the exercise.
    case compiles
    /// `swiftc -typecheck -Xfrontend -verify`: every `// expected-error {{…}}` appears and nothing else.
    case rejects
    /// Built with the exercise and MiniUI, run with a time limit, must exit 0 and print the expected output.
    case runs

    /// The order in which a verdict reports failing checks: the plainest evidence first.
    var reportOrder: Int {
        switch self {
        case .compiles: 0
        case .runs: 1
        case .rejects: 2
        }
    }

    public static func < (lhs: CheckKind, rhs: CheckKind) -> Bool { lhs.reportOrder < rhs.reportOrder }
}
