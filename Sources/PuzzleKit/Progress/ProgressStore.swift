import Foundation

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
    public func load() -> (progress: Progress, warnings: [ProgressWarning]) {
        let lock = try? FileLock(lockFile)
        defer { lock?.unlock() }
        return read()
    }

    /// The language saved with `puzzles language`, read without locking or setting anything aside (a file
    /// that cannot be read is dealt with, and reported, by ``load()``).
    public func savedLanguage() -> Language? {
        struct Saved: Decodable { var language: Language? }
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return (try? JSONDecoder().decode(Saved.self, from: data))?.language
    }

    /// Changes the progress on disk and returns the new progress and any warnings.
    @discardableResult
    public func update(_ change: (inout Progress) -> Void) -> (progress: Progress, warnings: [ProgressWarning]) {
        let lock: FileLock?
        var warnings: [ProgressWarning] = []
        do {
            lock = try FileLock(lockFile)
        } catch {
            lock = nil
        }
        defer { lock?.unlock() }
        var (progress, readWarnings) = read()
        warnings += readWarnings
        let before = progress
        change(&progress)
        // Nothing new (a verdict already recorded, checked again): the file stays as it is.
        if progress == before && readWarnings.isEmpty && FileSystem.isRegularFile(file) { return (progress, warnings) }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            try FileSystem.writeAtomically(try encoder.encode(progress), to: file)
        } catch {
            warnings.append(.notSaved(file: displayPath(file), reason: String(describing: error)))
        }
        return (progress, warnings)
    }

    private func read() -> (Progress, [ProgressWarning]) {
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
            return (Progress(), [.newerFormat(file: displayPath(file), format: format, keptAs: kept.map(displayPath))])
        }
        do {
            return (try decoder.decode(Progress.self, from: data), [])
        } catch {
            let kept = setAside(suffix: "unreadable")
            return (Progress(), [.unreadable(file: displayPath(file), keptAs: kept.map(displayPath))])
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

    package static func timestamp(_ date: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }

    private func displayPath(_ url: URL) -> String {
        let base = folder.deletingLastPathComponent().standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
