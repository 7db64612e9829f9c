import Foundation

/// Something the progress store had to do that the learner should know about. Their exercises are never
/// touched; only the progress file is.
public enum ProgressWarning: Sendable, Hashable {
    /// The progress file was written by a newer kit (its format); it was kept under another name, if it could be.
    case newerFormat(file: String, format: Int, keptAs: String?)
    /// The progress file could not be read; it was kept under another name, if it could be.
    case unreadable(file: String, keptAs: String?)
    /// Progress could not be saved (the system's words).
    case notSaved(file: String, reason: String)
}
