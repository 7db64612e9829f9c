import Foundation

/// A failure of the machine, never the learner's: what the machine lacks. A compile or run that ends in one
/// gives a `cannotCheck` verdict and caches nothing, so the next check tries afresh.
public enum MachineFault: Codable, Sendable, Hashable {
    /// No space left on the disk that holds `folder` (or a disk quota reached).
    case diskFull(folder: String)
    /// `folder` cannot be written: a read-only file system, or no permission (the system's words).
    case notWritable(folder: String, reason: String)
    /// The compiler or a check's program was stopped by a signal from outside: SIGKILL (most often the
    /// system running out of memory), SIGINT, SIGTERM or SIGHUP.
    case killedBySignal(signal: String)
    /// Another input or output error while compiling into `folder` (the system's words).
    case inputOutput(folder: String, reason: String)
}
