import Digest
import Foundation

/// The SHA-256 of every file of the kit that decides a grade: the checks, the runner and engine, MiniUI and the
/// package manifest; everything but the learner's `Sources/Exercises` (and lessons, solutions, docs). The
/// workflow `puzzles classroom` writes verifies a learner's repository against it before scoring, so that
/// edited checks or an edited engine fail the grade instead of passing it.
public struct GradingManifest: Sendable, Hashable {
    /// A file's path relative to the kit, and its SHA-256 in lowercase hexadecimal.
    public struct Entry: Sendable, Hashable {
        public var path: String
        public var sha256: String
    }

    /// The places it covers: files, or folders taken whole (hidden entries aside, as the build ignores them).
    public static let places = ["Package.swift", "Sources", Kit.checksFolder]
    /// What it leaves out of those places: the learner's code.
    public static let excluded = [Kit.exercisesFolder]

    public var entries: [Entry]

    /// The manifest of `kit` as it is on disk, sorted by path.
    public init(kit: Kit) {
        var paths: [String] = []
        for place in Self.places {
            let url = kit.url(place)
            if FileSystem.isDirectory(url) {
                paths += FileSystem.filesRecursively(url).map { "\(place)/\($0)" }
            } else if FileSystem.exists(url) {
                paths.append(place)
            }
        }
        entries =
            paths
            .filter { path in !Self.excluded.contains { path == $0 || path.hasPrefix($0 + "/") } }
            .sorted()
            .map { path in
                var hasher = SHA256()
                hasher.update(FileManager.default.contents(atPath: kit.url(path).path) ?? Data())
                return Entry(path: path, sha256: hasher.finalizeHex())
            }
    }

    /// The lines `sha256sum --check` reads: `HASH  PATH`.
    public var checksumLines: [String] { entries.map { "\($0.sha256)  \($0.path)" } }
}
