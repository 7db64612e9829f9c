import Foundation

/// Problems that stop the engine from checking anything: not the learner's fault.
public enum EngineError: Error, Sendable, Hashable {
    /// No usable `swiftc`.
    case compiler(CompilerProblem)
    /// The kit's Sources/MiniUI does not compile (the compiler's words; empty when it holds no Swift file).
    case miniUIDoesNotCompile(CompilerOutput)
    /// The compiler did not finish within its time limit (a machine too busy, a compiler stuck); what it
    /// had printed when it was stopped (absolute paths, as the compiler wrote them).
    case compilerTimedOut(limitSeconds: Double, partial: String = "")
    /// The machine failed the compiler: a full disk, an unwritable cache, a signal from outside.
    case machine(MachineFault)
    /// The cache folder could not be written or read (the system's words).
    case cache(String)
    /// The calling task was cancelled (say `watch` saw another save); its child processes were stopped.
    case cancelled
}
