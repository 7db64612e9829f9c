import Foundation

/// How one check failed, as facts: the presenter puts them into words.
public enum CheckFailure: Codable, Sendable, Hashable {
    /// A compiles or runs check does not compile against the learner's code.
    case doesNotCompile(CompilerOutput)
    /// A rejects check: the compiler accepts a misuse that it should refuse (`expected error not produced`).
    case misuseAccepted(CompilerOutput)
    /// A rejects check: the compiler refuses the misuse, but with another error than expected.
    case otherError(CompilerOutput)
    /// A rejects check: the compiler refuses the check's code, but for another reason than its markers
    /// expect (an `incorrect message found`, or an error where none was expected): each line where what
    /// the check expected and what the compiler said differ.
    case refusedForAnotherReason(CompilerOutput, mismatches: [VerifyMismatch])
    /// The exercise's code compiles, but with a warning the lesson teaches as wrong (the check file's
    /// `// fails-on-warning:` line): the compiler's words.
    case forbiddenWarning([LearnerWarning])
    /// A rejects check failed its verification some other way. `compilerLacksIgnoreUnrelated` when notes
    /// pointing into the learner's code count as unexpected because this compiler has no
    /// `-verify-ignore-unrelated` (a newer toolchain may pass).
    case verificationFailed(CompilerOutput, compilerLacksIgnoreUnrelated: Bool)
    /// A runs check printed other lines than expected (and maybe wrote to standard error).
    case wrongOutput(difference: [OutputDifference], standardError: String)
    /// A runs check exited with a non-zero status; the last lines it wrote.
    case exited(status: Int32, lastLines: String)
    /// A runs check did not finish within its time limit; the last lines it printed.
    case timedOut(limitSeconds: Double, lastLines: String)
    /// A runs check was stopped by a signal.
    case crashed(CrashReport)
    /// A runs check printed more than the output limit; the first lines it printed.
    case printedTooMuch(limitBytes: Int, firstLines: String)
    /// The check file's header or expected output block is invalid (a kit bug); the problems found.
    case invalidCheck(problems: [CheckFile.Problem])
    /// The check file could not be read.
    case unreadableCheck
    /// The engine could not run the check (the system's words).
    case engineFailed(String)
    /// The compiler did not finish within its time limit while building this check: no verdict; what it
    /// had printed by then.
    case compilerTimedOut(limitSeconds: Double, partial: CompilerOutput = CompilerOutput(text: ""))
    /// The machine failed the compiler while building this check: no verdict.
    case machine(MachineFault)
    /// The reference solution did not pass a runs check under a grading variant's seed (it crashed, ran past its
    /// limit, exited non-zero, or does not build): the variant cannot be judged. A fault of the kit's check.
    case referenceFailsVariant(seed: UInt64, status: CheckResult.Status)
    /// `run(_:of:)` only: the exercise's own code does not compile.
    case exerciseDoesNotCompile(CompilerOutput)
    /// `run(_:of:)` only: the exercise's files were refused.
    case refused(SourceRefusal)
}
