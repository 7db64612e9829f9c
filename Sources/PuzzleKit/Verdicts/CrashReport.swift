import Foundation

/// What is known about a crashed runs check.
public struct CrashReport: Codable, Sendable, Hashable {
    /// A frame of the crashed thread's backtrace.
    public struct Frame: Codable, Sendable, Hashable {
        /// The function, as the runtime printed it.
        public var function: String
        /// The file, relative to the kit (the learner's file when possible).
        public var file: String
        /// The line.
        public var line: Int
    }

    /// The signal's name, `SIGILL`.
    public var signal: String
    /// The runtime's own words (`Fatal error: Index out of range`), with their locations, at most three.
    public var messages: [String]
    /// The innermost frame in the files the learner edits (else in the check file), when the backtrace names one;
    /// after a stop through the exercise's failure function, the learner's code that read too early
    /// (``CheckEngine/crashFrame(_:sources:check:stopsThrough:givenFiles:)``).
    public var frame: Frame?
    /// A memory access fault (`SIGSEGV`, `SIGBUS`): in Swift code almost always a stack overflow.
    public var likelyStackOverflow: Bool
    /// The last lines of standard error, when neither a message nor a frame was found.
    public var standardError: String
    /// The function the lesson asks the learner's code to stop through (`lateinitFailure`), when the
    /// program stopped at a `fatalError` (or `precondition`) of the learner's own instead: an intended
    /// stop made the wrong way, not a crash to handle.
    public var shouldStopThrough: String? = nil
}
