import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Small file-system helpers on top of FileManager and POSIX calls.
package enum FileSystem {
    /// The kind of a path, without following a final symbolic link.
    package enum Kind {
        case missing, file, directory, symbolicLink, other
    }

    package static func kind(_ url: URL) -> Kind {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// Whether the path is a folder, following symbolic links.
    package static func isDirectory(_ url: URL) -> Bool {
        var info = stat()
        return stat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether the path exists and is not a folder, following symbolic links.
    package static func isRegularFile(_ url: URL) -> Bool {
        var info = stat()
        return stat(url.path, &info) == 0 && info.st_mode & S_IFMT != S_IFDIR
    }

    /// A file's size and modification time to the nanosecond, following symbolic links: what the caches compare to
    /// know a file unchanged without reading it (nil if it is missing). One `stat` call: FileManager's attributes
    /// also look up the owner's name, which costs more than the rest of a recorded verdict.
    package static func stamp(_ url: URL) -> (size: Int, modified: Double, text: String)? {
        stamp(path: url.path)
    }

    /// ``stamp(_:)`` of a path (the MiniUI stamp's hundreds of files are named by path, not URL).
    package static func stamp(path: String) -> (size: Int, modified: Double, text: String)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        let modified = Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
        return (Int(info.st_size), modified, "\(info.st_size) \(time.tv_sec).\(time.tv_nsec)")
    }

    package static func exists(_ url: URL) -> Bool { kind(url) != .missing }

    /// Names of the entries of a folder, sorted; empty if it cannot be read.
    package static func entries(_ url: URL) -> [String] {
        listing(url.path).map(\.name)
    }

    /// Non-hidden subfolders (or links to folders), sorted.
    package static func subfolders(_ url: URL) -> [String] {
        let folder = url.path
        return listing(folder).filter { !$0.name.hasPrefix(".") && $0.isDirectory(in: folder, following: true) }.map(
            \.name)
    }

    /// Non-hidden files (not folders, nor links to folders), sorted.
    package static func files(_ url: URL) -> [String] {
        let folder = url.path
        return listing(folder).filter { !$0.name.hasPrefix(".") && !$0.isDirectory(in: folder, following: true) }.map(
            \.name)
    }

    /// Every non-hidden file below a folder, as paths relative to it, sorted. A link is listed, not followed.
    package static func filesRecursively(_ url: URL, prefix: String = "") -> [String] {
        filesRecursively(path: url.path, prefix: prefix)
    }

    private static func filesRecursively(path folder: String, prefix: String) -> [String] {
        var result: [String] = []
        for entry in listing(folder) where !entry.name.hasPrefix(".") {
            if entry.isDirectory(in: folder, following: false) {
                result += filesRecursively(path: folder + "/" + entry.name, prefix: prefix + entry.name + "/")
            } else {
                result.append(prefix + entry.name)
            }
        }
        return result
    }

    /// A folder's entry as the folder lists it: its name and the kind the listing gives, which saves a `stat` of each
    /// entry (the catalog and MiniUI's stamp list hundreds on every command).
    private struct Entry {
        var name: String
        var type: Int

        func isDirectory(in folder: String, following: Bool) -> Bool {
            switch type {
            case Int(DT_DIR): return true
            case Int(DT_LNK): return following && FileSystem.isDirectory(URL(fileURLWithPath: folder + "/" + name))
            case Int(DT_UNKNOWN):
                return following
                    ? FileSystem.isDirectory(URL(fileURLWithPath: folder + "/" + name))
                    : FileSystem.kind(URL(fileURLWithPath: folder + "/" + name)) == .directory
            default: return false
            }
        }
    }

    /// The entries of a folder but `.` and `..`, sorted by name; empty if it cannot be read.
    private static func listing(_ folder: String) -> [Entry] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var result: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != "." && name != ".." else { continue }
            result.append(Entry(name: name, type: Int(entry.pointee.d_type)))
        }
        return result.sorted { $0.name < $1.name }
    }

    package static func readText(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    package static func createDirectory(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    package static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes data to a temporary name beside the destination, then renames it into place.
    package static func writeAtomically(_ data: Data, to url: URL) throws {
        try createDirectory(url.deletingLastPathComponent())
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        try data.write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            remove(temporary)
            throw FileSystemError(
                message: "cannot rename \(temporary.path) to \(url.path): \(String(cString: strerror(code)))")
        }
    }

    /// Sets a file's modification date to now (marks a cache entry as recently used).
    package static func touch(_ url: URL) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
    }

    package static func modificationDate(_ url: URL) -> Date {
        stamp(url).map { Date(timeIntervalSince1970: $0.modified) } ?? .distantPast
    }

    /// Reads a regular file without following symbolic links and without blocking on special files.
    /// Refuses links, non-regular files and files larger than `limit` bytes.
    package static func readRegularFile(_ url: URL, limit: Int) -> Result<Data, ReadRefusal> {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 {
            return .failure(errno == ELOOP ? .symbolicLink : .unreadable(String(cString: strerror(errno))))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(Int(info.st_size))) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { return .failure(.tooLarge(data.count)) }
        }
        return .success(data)
    }

    package enum ReadRefusal: Error, Equatable {
        case symbolicLink, notRegular
        case tooLarge(Int)
        case unreadable(String)
    }
}
