import Foundation

/// Why the engine could not give a verdict: never the learner's fault.
public enum EngineProblem: Codable, Sendable, Hashable {
    /// No usable Swift compiler.
    case compiler(CompilerProblem)
    /// The kit's Sources/MiniUI does not compile (the compiler's words; empty when it holds no Swift file).
    case miniUIDoesNotCompile(CompilerOutput)
    /// The compiler did not finish within its time limit: nothing was judged. `partial` holds the
    /// diagnostics it had printed when it was stopped (they name the slow place, when there is one).
    case compilerTimedOut(limitSeconds: Double, partial: CompilerOutput = CompilerOutput(text: ""))
    /// The machine failed the compiler (a full disk, an unwritable cache, a signal from outside).
    case machine(MachineFault)
    /// The cache folder could not be used (the system's words).
    case cacheUnusable(folder: String, reason: String)
    /// The cache folder was deleted while the check ran.
    case cacheDeleted(folder: String)
    /// The check was cancelled (say `watch` saw another save).
    case cancelled
    /// The exercise has no check file.
    case noChecks(folder: String)
    /// A check file is invalid or could not be run: a problem with the kit, not with the learner's code.
    case checkUnusable(name: String, path: String, failure: CheckFailure)
}

/// What is wrong with the Swift compiler.
public enum CompilerProblem: Codable, Sendable, Hashable, Error {
    /// `swiftc` is not on `PATH` (nor beside `swift`).
    case notOnPath
    /// `SWIFTC` names something that is not an executable file.
    case notExecutable(path: String)
    /// The compiler could not be started (the system's words).
    case cannotStart(path: String, reason: String)
    /// `swiftc --version` failed (its output).
    case versionFailed(path: String, output: String)
}
