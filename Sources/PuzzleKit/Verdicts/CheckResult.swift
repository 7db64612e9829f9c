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
    /// What went wrong (`nil` when it passed).
    public var failure: CheckFailure?
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
    /// When the check was judged on a grading variant's data rather than its own: which data (the failure, if
    /// any, is the variant's, and `expectedOutput` is what the reference solution printed on those data).
    public var variant: VariantRun?

    /// Whether the check passed.
    public var passed: Bool { status == .passed }
}
