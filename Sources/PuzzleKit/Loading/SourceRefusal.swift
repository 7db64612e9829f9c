import Foundation

/// Why an exercise's files were not read: the path and the reason, as facts.
public struct SourceRefusal: Error, Codable, Sendable, Hashable {
    /// What was wrong with the path.
    public enum Reason: Codable, Sendable, Hashable {
        /// The exercise's folder (or a folder above it) is a symbolic link; links are not followed.
        case folderIsSymbolicLink
        /// The exercise's folder does not exist; `inWorkspace` when it is the learner's own folder.
        case folderMissing(inWorkspace: Bool, exerciseID: String)
        /// The path exists but is not a folder.
        case notAFolder
        /// A Swift file is a symbolic link; links are not followed.
        case fileIsSymbolicLink
        /// A Swift file is not a regular file (a pipe, a device).
        case notARegularFile
        /// A Swift file is larger than the limit, in bytes.
        case tooLarge(bytes: Int, limit: Int)
        /// A Swift file cannot be read; the system's words.
        case unreadable(systemMessage: String)
        /// The folder holds more Swift files than the limit.
        case tooManyFiles(limit: Int)
        /// The folder holds no Swift file.
        case noSwiftFile
    }

    /// The path that was refused, as shown to people.
    public var path: String
    /// Why.
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }
}
