import Foundation

/// Limits on what the engine reads from a source root.
struct SourceLimits: Sendable {
    var maxFileSize = 256 * 1024
    var maxFileCount = 64
}
