import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells a compile that failed because of the machine from one that failed because of the code, from the
/// compiler's exit and its unlocated errors (`<unknown>:0: error: …`, `error: …`, `ld: … error …`); errors
/// located in a source file (`File.swift:3:5: error: …`, with the lines they quote) are always the code's.
enum FaultClassifier {
    /// Signals that stop a compiler from outside: the OOM killer, Ctrl-C, `kill`, a closed terminal.
    static let externalSignals: Set<Int32> = [SIGKILL, SIGINT, SIGTERM, SIGHUP]

    /// The machine fault behind a compile's outcome, if any. `shown` turns an absolute folder into the
    /// path people know (the cache folder as configured).
    static func fault(of outcome: ProcessOutcome, shown: (String) -> String) -> MachineFault? {
        if case .signaled(let signal) = outcome.termination {
            // The driver itself stopped by a signal: never the code's doing.
            return .killedBySignal(signal: Subprocess.signalName(signal))
        }
        guard !outcome.succeeded else { return nil }
        return fault(inText: outcome.combinedText, shown: shown)
    }

    static func fault(inText text: String, shown: (String) -> String) -> MachineFault? {
        // Lines of a diagnostic located in a source file (its header, the source line it quotes, the caret)
        // are the code's and never read: a learner's line may quote anything.
        var inLocatedDiagnostic = false
        for rawLine in text.split(separator: "\n") {
            let line = String(rawLine)
            if let header = Diagnostics.parseHeader(line) {
                inLocatedDiagnostic = header.file != nil && header.line != nil && header.line != 0
                if inLocatedDiagnostic { continue }
            } else if inLocatedDiagnostic {
                continue
            }
            // An unlocated error of the driver or the frontend, or a tool's (`ld: …`, `clang: error: …`).
            guard line.localizedCaseInsensitiveContains("error") || line.hasPrefix("LLVM") else { continue }
            let message = line
            let folder = shown(quotedFolder(message) ?? "")
            if message.contains("No space left on device") || message.contains("Disk quota exceeded") {
                return .diskFull(folder: folder)
            }
            if message.contains("Read-only file system") || message.contains("Permission denied")
                || message.contains("Operation not permitted")
            {
                return .notWritable(folder: folder, reason: systemWords(message))
            }
            if message.contains("Input/output error") || message.contains("Too many open files")
                || message.contains("Cannot allocate memory") || message.contains("out of memory")
            {
                return .inputOutput(folder: folder, reason: systemWords(message))
            }
            if message.contains("couldNotFindTmpDir") {
                // The driver's temporary folder (inside the cache) vanished: the cache was deleted under it.
                return .inputOutput(folder: folder, reason: "No such file or directory")
            }
            if message.contains("No such file or directory"), let path = quotedFolder(message), shown(path) != path {
                // A file of the cache vanished under the compiler (the cache was deleted).
                return .inputOutput(folder: folder, reason: "No such file or directory")
            }
            if let range = message.range(of: "failed due to signal ") {
                let number = message[range.upperBound...].prefix { $0.isNumber }
                if let signal = Int32(number), externalSignals.contains(signal) {
                    return .killedBySignal(signal: Subprocess.signalName(signal))
                }
            }
        }
        return nil
    }

    /// The folder of the first quoted absolute path in a message (`error opening '/x/y.o' for output`).
    static func quotedFolder(_ message: String) -> String? {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return nil }
        let path = String(parts[1])
        guard path.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// The system's words at the end of a message: `… for output: /x/y.o: Read-only file system` → the last part.
    static func systemWords(_ message: String) -> String {
        let last = message.split(separator: ":").last.map(String.init) ?? message
        return last.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "'()")))
    }

    /// The machine fault behind an error thrown while writing the cache (Foundation's or ours), if any.
    static func fault(of error: Error, folder: String) -> MachineFault? {
        let code = errnoCode(error)
        switch code {
        case ENOSPC, EDQUOT: return .diskFull(folder: folder)
        case EROFS, EACCES, EPERM: return .notWritable(folder: folder, reason: String(cString: strerror(code!)))
        case EIO, EMFILE, ENFILE, ENOMEM: return .inputOutput(folder: folder, reason: String(cString: strerror(code!)))
        default:
            let text = String(describing: error)
            if text.contains("No space left on device") { return .diskFull(folder: folder) }
            if text.contains("Read-only file system") {
                return .notWritable(folder: folder, reason: "Read-only file system")
            }
            return nil
        }
    }

    /// The POSIX error code inside an error, when there is one.
    static func errnoCode(_ error: Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? Error {
            return errnoCode(underlying)
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileWriteOutOfSpaceError: return ENOSPC
            case NSFileWriteVolumeReadOnlyError: return EROFS
            case NSFileWriteNoPermissionError: return EACCES
            default: return nil
            }
        }
        return nil
    }
}
