import Digest
import Foundation
import PuzzleKit

/// Notices saves in an exercise's folder. Each poll compares names, sizes and modification times (a
/// `stat` per file, nothing read); every `contentInterval` seconds it also compares the contents, so that
/// coarse clocks on network file systems miss nothing for long.
final class FileWatcher {
    let folder: URL
    let contentInterval: Double
    private var metadata: [String: [String]]
    private var digest: String
    private var lastContentCheck: Double

    init(folder: URL, contentInterval: Double = 2, now: Double) {
        self.folder = folder
        self.contentInterval = contentInterval
        self.metadata = FileWatcher.metadata(folder)
        self.digest = FileWatcher.digest(folder)
        self.lastContentCheck = now
    }

    /// Whether anything changed since the last call.
    func hasChanged(now: Double) -> Bool {
        let current = FileWatcher.metadata(folder)
        var changed = current != metadata
        metadata = current
        if changed || now - lastContentCheck >= contentInterval {
            lastContentCheck = now
            let contents = FileWatcher.digest(folder)
            changed = changed || contents != digest
            digest = contents
        }
        return changed
    }

    /// Name → size and modification time of every file under `folder`.
    static func metadata(_ folder: URL) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for file in FileSystem.filesRecursively(folder) {
            result[file] = [FileSystem.stamp(folder.appendingPathComponent(file))?.text ?? ""]
        }
        return result
    }

    /// A hash of every file's name and contents.
    static func digest(_ folder: URL) -> String {
        var text = ""
        for file in FileSystem.filesRecursively(folder).sorted() {
            let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) ?? Data()
            text += "\(file)\n\(data.count)\n" + data.base64EncodedString() + "\n"
        }
        return SHA256.hex(text)
    }
}
