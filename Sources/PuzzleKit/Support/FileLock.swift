import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock on a file (`flock`), so two runners never build the same cache entry at once.
final class FileLock: @unchecked Sendable {
    private var descriptor: Int32

    /// Blocks until the lock is held. Creates the lock file (and its folder) if needed.
    init(_ url: URL) throws {
        try FileSystem.createDirectory(url.deletingLastPathComponent())
        descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw FileSystemError(message: "cannot open the lock file \(url.path): \(String(cString: strerror(errno)))")
        }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let message = String(cString: strerror(errno))
            close(descriptor)
            throw FileSystemError(message: "cannot lock \(url.path): \(message)")
        }
    }

    func unlock() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { unlock() }
}
