import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a child process did: how it ended, what it printed, and whether a limit stopped it.
struct ProcessOutcome: Sendable {
    var termination: Termination
    var standardOutput: Data
    var standardError: Data
    /// The time limit ran out and the process was killed.
    var timedOut: Bool
    /// The output limit was reached and the process was killed.
    var exceededOutputLimit: Bool
    var seconds: Double

    var succeeded: Bool { termination == .exited(0) && !timedOut && !exceededOutputLimit }
    var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
    var errorText: String { String(decoding: standardError, as: UTF8.self) }
    /// Standard error followed by standard output (compilers write diagnostics to standard error).
    var combinedText: String {
        [errorText, outputText].filter { !$0.isEmpty }.joined(separator: "\n")
    }
}
