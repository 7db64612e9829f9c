import Foundation

/// A common mistake a failing verdict was recognised as: the failure matched a listed wrong answer's fingerprint
/// (``Fingerprint``, ``MisconceptionMatcher``), and every wrong answer it matched names this misconception.
public struct Misconception: Codable, Sendable, Hashable {
    /// The wrong answer whose fingerprint matched, `Tests/ExerciseTests/Checks/…/wrong-answers/<slug>`.
    public var wrongAnswer: String
    /// The explanation per language, from the wrong answer's `// misconception:` header lines.
    public var explanation: [Language: String]
    /// The anchor of the lesson section that addresses it in the verdict's lesson page (`lessonPath`, in the engine's
    /// language): `#count-steps-not-indices`, `#インデックスではなく歩数を数える`.
    public var lessonAnchor: String?

    public init(wrongAnswer: String, explanation: [Language: String], lessonAnchor: String?) {
        self.wrongAnswer = wrongAnswer
        self.explanation = explanation
        self.lessonAnchor = lessonAnchor
    }
}

/// Per-language texts encode as a JSON object, `{"en": …, "ja": …}`.
extension Language: CodingKeyRepresentable {}
