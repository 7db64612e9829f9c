import Foundation

/// What the engine concluded about one exercise, as data: the outcome, the evidence, the file and line
/// to look at and the next step. The runner's presenter puts it into words, in the learner's language.
public struct Verdict: Codable, Sendable, Hashable {
    /// The version of this data's JSON form; raised when a field changes meaning or disappears.
    public static let formatVersion = 2

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
        /// Graded only: the exercise's files are byte for byte the kit's starter. Nothing was run; it scores nothing
        /// and shows no misconception.
        case notAttempted
    }

    /// The evidence behind the outcome.
    public enum Evidence: Codable, Sendable, Hashable {
        /// Every check passed; how many there are.
        case passed(checks: Int)
        /// The exercise's own code does not compile: the compiler's words.
        case doesNotCompile(CompilerOutput)
        /// The first failing check in report order, and how many others fail too.
        case checkFailed(CheckResult, otherFailures: Int)
        /// The exercise's files were refused.
        case refused(SourceRefusal)
        /// The engine could not check.
        case cannotCheck(EngineProblem)
        /// Graded only: the exercise's files are the kit's starter, byte for byte.
        case notAttempted
    }

    /// ``formatVersion`` when the verdict was made.
    public var format: Int = Verdict.formatVersion
    /// The exercise's id, `01.3`.
    public var exerciseID: String
    /// The exercise's folder, `01-plain-lists/03-both-initializers`.
    public var exercisePath: String
    /// The exercise's title, in the engine's language.
    public var title: String
    /// Where the exercise's code came from: `Sources/Exercises`, `Solutions`, or a checkout's path.
    public var source: String
    /// What happened.
    public var outcome: Outcome
    /// The evidence: the compiler's words, the failing check and how it failed, the refusal, the engine's problem.
    public var evidence: Evidence
    /// The file to edit, relative to the kit root (or the checkout's path for a graded checkout).
    public var fileToEdit: String?
    /// The line in `fileToEdit`, when known.
    public var line: Int?
    /// Every file that may hold the fix, when the kit cannot tell between several (`fileToEdit` is the first):
    /// a behavioural failure in a check whose behaviour lives in more than one learner file. `nil` otherwise.
    public var filesToEdit: [String]?
    /// The next action.
    public var next: NextStep
    /// The lesson's path relative to the kit root, in the engine's language.
    public var lessonPath: String
    /// The common mistake this failure was recognised as, if any: a listed wrong answer's misconception.
    public var misconception: Misconception?
    /// The learner's copies of given files (``Exercise/givenFiles``) that differ from the kit's copy, as shown to
    /// people: the checks compiled the kit's copy instead. `nil` when there is none.
    public var givenFilesReplaced: [String]?
    /// Every check's result (empty when the exercise did not compile or was refused).
    public var checks: [CheckResult]
    /// The compiler's warnings in the learner's own files (never MiniUI's or the checks'), each once,
    /// shown with the verdict whether it passed or not.
    public var warnings: [LearnerWarning] = []
    /// How long the whole verdict took, in seconds.
    public var seconds: Double

    /// Whether every check passed.
    public var passed: Bool { outcome == .passed }
    /// Whether the learner changed the exercise's files at all (every verdict but a grade's ``Outcome/notAttempted``).
    public var attempted: Bool { outcome != .notAttempted }
    /// The failing check reported (the first one in report order), if any.
    public var failingCheck: String? {
        switch evidence {
        case .checkFailed(let check, _): check.name
        case .cannotCheck(.checkUnusable(let name, _, _)): name
        default: nil
        }
    }
    /// The names of the checks that did not pass.
    public var failingChecks: [String] { checks.filter { !$0.passed }.map(\.name) }
    /// Whether the learner's code is at fault (a hint and the lesson can help), rather than the machine or the kit.
    public var isLearnersToFix: Bool {
        switch outcome {
        case .passed, .cannotCheck, .notAttempted: false
        default: true
        }
    }
}
