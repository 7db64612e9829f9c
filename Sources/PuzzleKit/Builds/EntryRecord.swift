import Foundation

/// What a cache entry's `done.json` records. An entry without it is incomplete and is never used.
struct EntryRecord: Codable, Sendable {
    var succeeded: Bool
    /// The compiler's output, with the entry's own absolute paths in it (remapped when shown).
    var diagnostics: String
    var seconds: Double
    /// The files the build left in the entry (paths inside it, its copied sources excepted), written when the entry
    /// is complete: an entry missing one of them (deleted by hand, a half-restored backup) is built again rather
    /// than trusted, so a vanished library is never a learner's link error. `nil` in entries of older kits.
    var products: [String]? = nil

    init(succeeded: Bool, diagnostics: String, seconds: Double, products: [String]? = nil) {
        self.succeeded = succeeded
        self.diagnostics = diagnostics
        self.seconds = seconds
        self.products = products
    }

    /// Whether every product the record names is still in `entry`.
    func productsExist(in entry: URL) -> Bool {
        (products ?? []).allSatisfy { FileSystem.exists(entry.appendingPathComponent($0)) }
    }
}
