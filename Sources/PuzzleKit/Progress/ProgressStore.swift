import Foundation

/// A learner's progress: where they are, how many hints they have seen, and the last verdict of each
/// exercise, remembered with a fingerprint of the files it judged.
///
/// It is only a cache: a verdict counts only while its exercise's files still have the same
/// fingerprint, and anything else is decided by checking again.
public struct Progress: Codable, Sendable, Equatable {
    /// The version of this file's format; a file with a newer one is left alone.
    public static let currentFormat = 1

    /// What the cache remembers of one verdict.
    public struct Remembered: Codable, Sendable, Equatable {
        public var outcome: Verdict.Outcome
        /// The fingerprint of the exercise's sources and checks when it was judged.
        public var fingerprint: String
        public var date: Date

        public init(outcome: Verdict.Outcome, fingerprint: String, date: Date = Date()) {
            self.outcome = outcome
            self.fingerprint = fingerprint
            self.date = date
        }
    }

    public var format = Progress.currentFormat
    /// The exercise the learner chose with `puzzles check ID` or `next`, if any.
    public var current: String?
    /// Hints revealed so far, by exercise id.
    public var hintsRevealed: [String: Int] = [:]
    /// The last verdict of each exercise, by id.
    public var verdicts: [String: Remembered] = [:]
    /// The commit whose starters `puzzles reset` restores (the kit's commit when progress began).
    public var starterCommit: String?

    public init() {}
}

/// Reads and writes `.puzzles/state.json`, safely when two runners (say `watch` and `check`) share it.
///
/// Every change is a locked read-modify-write, written to a temporary file and renamed into place,
/// so a reader never sees half a file. A file that cannot be read (corrupt, empty, foreign, or from a
/// newer version of the kit) is set aside under a new name with a warning, never deleted; a folder
/// that cannot be written leaves progress unsaved with a warning, never a crash.
public final class ProgressStore: Sendable {
    public let folder: URL
    public var file: URL { folder.appendingPathComponent("state.json") }
    private var lockFile: URL { folder.appendingPathComponent("state.lock") }

    public init(folder: URL) {
        self.folder = folder
    }

    /// The store of a kit: `.puzzles/` in its root.
    public convenience init(kit: Kit) {
        self.init(folder: kit.root.appendingPathComponent(".puzzles"))
    }

    /// The progress on disk, and warnings for a learner about anything set aside.
    public func load() -> (progress: Progress, warnings: [String]) {
        let lock = try? FileLock(lockFile)
        defer { lock?.unlock() }
        return read()
    }

    /// Changes the progress on disk and returns the new progress and any warnings.
    @discardableResult
    public func update(_ change: (inout Progress) -> Void) -> (progress: Progress, warnings: [String]) {
        let lock: FileLock?
        var warnings: [String] = []
        do {
            lock = try FileLock(lockFile)
        } catch {
            lock = nil
        }
        defer { lock?.unlock() }
        var (progress, readWarnings) = read()
        warnings += readWarnings
        change(&progress)
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            try FileSystem.writeAtomically(try encoder.encode(progress), to: file)
        } catch {
            warnings.append(
                "Progress could not be saved to \(displayPath(file)) (\(Self.reason(error))). Your exercises are untouched; "
                    + "make the folder writable to keep hints and verdicts between runs.")
        }
        return (progress, warnings)
    }

    private func read() -> (Progress, [String]) {
        guard let data = FileManager.default.contents(atPath: file.path) else { return (Progress(), []) }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return (Progress(), [])
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        struct Header: Decodable { var format: Int? }
        let header = try? decoder.decode(Header.self, from: data)
        if let format = header?.format, format > Progress.currentFormat {
            let kept = setAside(suffix: "newer")
            return (
                Progress(),
                [
                    "\(displayPath(file)) was written by a newer version of the kit (format \(format)); it was kept as "
                        + "\(kept.map(displayPath) ?? "it was") and a new one started. Your exercises are untouched."
                ]
            )
        }
        do {
            return (try decoder.decode(Progress.self, from: data), [])
        } catch {
            let kept = setAside(suffix: "unreadable")
            return (
                Progress(),
                [
                    "\(displayPath(file)) could not be read, so it was set aside as "
                        + "\(kept.map(displayPath) ?? "it was") and a new one started. Your exercises are untouched: "
                        + "every verdict is found again by checking."
                ]
            )
        }
    }

    /// Renames the state file out of the way; returns its new name.
    private func setAside(suffix: String) -> URL? {
        let stamp = Self.timestamp()
        let destination = folder.appendingPathComponent("state.\(suffix)-\(stamp).json")
        do {
            try FileManager.default.moveItem(at: file, to: destination)
            return destination
        } catch {
            return nil
        }
    }

    static func timestamp(_ date: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }

    static func reason(_ error: Error) -> String {
        String(describing: error)
    }

    private func displayPath(_ url: URL) -> String {
        let base = folder.deletingLastPathComponent().standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
