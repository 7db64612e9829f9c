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

    package static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    package static func isRegularFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    package static func exists(_ url: URL) -> Bool { kind(url) != .missing }

    /// Names of the entries of a folder, sorted; empty if it cannot be read.
    package static func entries(_ url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// Non-hidden subfolders, sorted.
    package static func subfolders(_ url: URL) -> [String] {
        entries(url).filter { !$0.hasPrefix(".") && isDirectory(url.appendingPathComponent($0)) }
    }

    /// Non-hidden files (not folders), sorted.
    package static func files(_ url: URL) -> [String] {
        entries(url).filter { !$0.hasPrefix(".") && !isDirectory(url.appendingPathComponent($0)) }
    }

    /// Every non-hidden file below a folder, as paths relative to it, sorted.
    package static func filesRecursively(_ url: URL, prefix: String = "") -> [String] {
        var result: [String] = []
        for name in entries(url) where !name.hasPrefix(".") {
            let child = url.appendingPathComponent(name)
            if kind(child) == .directory {
                result += filesRecursively(child, prefix: prefix + name + "/")
            } else {
                result.append(prefix + name)
            }
        }
        return result
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
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
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
