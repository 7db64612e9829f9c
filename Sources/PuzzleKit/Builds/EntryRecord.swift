import Foundation

/// What a cache entry's `done.json` records. An entry without it is incomplete and is never used.
struct EntryRecord: Codable, Sendable {
    var succeeded: Bool
    /// The compiler's output, with the entry's own absolute paths in it (remapped when shown).
    var diagnostics: String
    var seconds: Double
}
