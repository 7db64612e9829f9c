import Foundation

/// A common mistake a failing verdict was recognised as (issue 17: a wrong answer's fingerprint matched).
/// The engine does not fill it in yet; the presenter already shows it when present.
public struct Misconception: Codable, Sendable, Hashable {
    /// The wrong answer whose fingerprint matched, `Tests/ExerciseTests/Checks/…/wrong-answers/<slug>`.
    public var wrongAnswer: String
    /// The explanation per language, from the wrong answer's `// misconception:` header lines.
    public var explanation: [Language: String]
    /// The anchor of the lesson section that addresses it, `#numbering-a-slice`.
    public var lessonAnchor: String?

    public init(wrongAnswer: String, explanation: [Language: String], lessonAnchor: String?) {
        self.wrongAnswer = wrongAnswer
        self.explanation = explanation
        self.lessonAnchor = lessonAnchor
    }
}
