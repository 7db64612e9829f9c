import Foundation

/// The outcome of one check file.
public struct CheckResult: Codable, Sendable, Hashable {
    /// How a check ended.
    public enum Status: String, Codable, Sendable, CaseIterable {
        /// The check passed.
        case passed
        /// It did not compile, the compiler's verification failed, it exited non-zero, or it printed something else.
        case failed
        /// A runs check did not finish within its time limit.
        case timedOut
        /// A runs check was stopped by a signal (a trap such as `fatalError`, a stack overflow, …).
        case crashed
        /// A runs check printed more than the output limit.
        case printedTooMuch
        /// The check file itself is invalid (its header or expected output block); a kit bug.
        case invalid
    }

    /// The check's name: its file name without `.swift`.
    public var name: String
    /// The check file's path relative to the kit root.
    public var path: String
    /// The check's kind (`nil` when its header is invalid).
    public var kind: CheckKind?
    /// How it ended.
    public var status: Status
    /// One line in plain words: what happened.
    public var summary: String
    /// The evidence: the compiler's words, the expected-versus-actual diff, or the crash message.
    public var details: String
    /// What a runs check printed (capped), if it ran.
    public var output: String?
    /// What a runs check should print.
    public var expectedOutput: String?
    /// The file the learner should look at first, when the evidence points at one.
    public var fileToEdit: String?
    /// The line in `fileToEdit`, when known.
    public var line: Int?
    /// How long the check took (compiling and running), in seconds.
    public var seconds: Double

    /// Whether the check passed.
    public var passed: Bool { status == .passed }
}

/// What the engine concluded about one exercise: data for reports and the runner, and text for a learner.
public struct Verdict: Codable, Sendable, Hashable {
    /// The kinds of verdict, in the words a learner can act on.
    public enum Outcome: String, Codable, Sendable, CaseIterable {
        /// Every check passed.
        case passed
        /// The exercise's own code does not compile.
        case doesNotCompile
        /// The code compiles but a check failed (did not compile, was not rejected, printed something else, exited non-zero).
        case checkFailed
        /// A runs check did not finish within its time limit.
        case timedOut
        /// A runs check crashed.
        case crashed
        /// A runs check printed more than the output limit.
        case printedTooMuch
        /// The exercise's files were refused (a symbolic link, an oversized file, a missing folder).
        case refused
        /// The engine could not check (no compiler, MiniUI does not compile, an invalid check file, a cache error).
        case cannotCheck
    }

    /// The exercise's id, `01.3`.
    public var exerciseID: String
    /// The exercise's folder, `01-plain-lists/03-both-initializers`.
    public var exercisePath: String
    /// The exercise's title.
    public var title: String
    /// Where the exercise's code came from: `Sources/Exercises`, `Solutions`, or a checkout's path.
    public var source: String
    /// What happened.
    public var outcome: Outcome
    /// The first line of the learner-facing text: what happened, in plain words.
    public var summary: String
    /// The evidence: the compiler's diagnostic, a short diff of the output, or the crash message.
    public var details: String
    /// The failing check reported (the first one in report order), if any.
    public var failingCheck: String?
    /// The file to edit, relative to the kit root (or the checkout's path for a graded checkout).
    public var fileToEdit: String?
    /// The line in `fileToEdit`, when known.
    public var line: Int?
    /// The next action in one sentence, e.g. "Fix the error in Sources/…/PlainList.swift, line 12.".
    public var nextStep: String
    /// The command that shows the next hint, e.g. `swift run puzzles hint 01.3` (empty when the verdict passed).
    public var hintCommand: String
    /// The lesson's path relative to the kit root.
    public var lessonPath: String
    /// Every check's result (empty when the exercise did not compile or was refused).
    public var checks: [CheckResult]
    /// How long the whole verdict took, in seconds.
    public var seconds: Double

    /// Whether every check passed.
    public var passed: Bool { outcome == .passed }
    /// The names of the checks that did not pass.
    public var failingChecks: [String] { checks.filter { !$0.passed }.map(\.name) }

    /// The learner-facing text: what happened, the evidence, then what to do next (plain text, no colour).
    public func render() -> String {
        var text = "\(exerciseID) \(title): \(summary)"
        let evidence = details.trimmingCharacters(in: .newlines)
        if !evidence.isEmpty { text += "\n\n" + evidence }
        if outcome == .passed { return text }
        text += "\n\nNext: \(nextStep)"
        if !hintCommand.isEmpty { text += "\nHint: \(hintCommand)" }
        if !lessonPath.isEmpty { text += "\nLesson: \(lessonPath)" }
        return text
    }

    /// The verdict as pretty-printed JSON (keys sorted).
    public func json() -> String {
        JSONText.encode(self, orElse: "{}")
    }
}
