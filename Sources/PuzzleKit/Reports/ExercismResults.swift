import Foundation

/// Exercism's test-runner `results.json`, version 3 (exercism.org/docs/building/tooling/test-runners/interface),
/// one test per exercise, each the task of its place in the course. What `grade --format json` writes.
public struct ExercismResults: Codable, Sendable, Hashable {
    /// One exercise's result.
    public struct Test: Codable, Sendable, Hashable {
        /// `NN.M Title`.
        public var name: String
        /// `pass`, `fail` (a check failed, crashed, timed out or printed too much) or `error` (it did not compile,
        /// was refused, or could not be checked).
        public var status: String
        /// Why it did not pass, with paths relative to the checkout; absent when it passed.
        public var message: String?
        /// The learner's own prints. The kit cannot tell them from what the check prints, so it leaves this out:
        /// the message shows what was printed against what was expected.
        public var output: String?
        /// The check files the exercise is graded with.
        public var test_code: String
        /// The exercise's place in the course, from 1.
        public var task_id: Int
        /// The listed wrong answer's misconception the failure was recognised as (a field of the kit's own,
        /// absent when none was recognised; Exercism ignores it).
        public var misconception: RecognisedMisconception?

        public init(
            name: String, status: String, message: String?, output: String?, test_code: String, task_id: Int,
            misconception: RecognisedMisconception? = nil
        ) {
            self.name = name
            self.status = status
            self.message = message
            self.output = output
            self.test_code = test_code
            self.task_id = task_id
            self.misconception = misconception
        }
    }

    /// A recognised misconception: the wrong answer, its explanation, the lesson section, and how many checkouts
    /// of the graded class showed it.
    public struct RecognisedMisconception: Codable, Sendable, Hashable {
        public var wrong_answer: String
        public var explanation: String
        public var lesson: String
        public var class_count: Int

        public init(wrong_answer: String, explanation: String, lesson: String, class_count: Int) {
            self.wrong_answer = wrong_answer
            self.explanation = explanation
            self.lesson = lesson
            self.class_count = class_count
        }
    }

    /// The spec caps `message` at 65,535 characters and `output` at 500.
    public static let messageLimit = 65_535
    public static let outputLimit = 500

    /// The checkout, when one report holds several (a field of the kit's own; Exercism reads one file per
    /// solution).
    public var checkout: String?
    public var version = 3
    /// `pass` (every test passed), `fail` (some test failed or errored, and some test ran), `error` (no test ran:
    /// nothing compiled, or the checkout could not be graded).
    public var status: String
    /// Why no test ran; only with `error`, where the spec requires it.
    public var message: String?
    public var tests: [Test]

    public init(checkout: String?, status: String, message: String?, tests: [Test]) {
        self.checkout = checkout
        self.status = status
        self.message = message
        self.tests = tests
    }

    /// A test's status for a verdict's outcome.
    public static func status(_ outcome: Verdict.Outcome) -> String {
        switch outcome {
        case .passed: "pass"
        case .checkFailed, .timedOut, .crashed, .printedTooMuch: "fail"
        case .doesNotCompile, .refused, .cannotCheck: "error"
        case .notAttempted: "fail"
        }
    }

    /// The top-level status of `tests`: `error` only when none ran.
    public static func overallStatus(_ tests: [Test]) -> String {
        if tests.isEmpty || tests.allSatisfy({ $0.status == "error" }) { return "error" }
        return tests.allSatisfy { $0.status == "pass" } ? "pass" : "fail"
    }

    /// `text` cut to `limit` characters, ending with `…` when cut.
    public static func capped(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
