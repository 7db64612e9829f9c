import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// With `PUZZLES_TRACE=FILE`, every compiler and program the engine starts is appended to FILE as one
/// shell command, after a group label and a tab: `miniui`, `exercise`, or `check:NAME` (a check's own
/// compile, link and run, in order). Scripts/benchmark replays them by hand to time the compiler's floor.
enum Trace {
    static let file = ProcessInfo.processInfo.environment["PUZZLES_TRACE"].flatMap { $0.isEmpty ? nil : $0 }
    private static let lock = NSLock()

    static func record(_ executable: String, _ arguments: [String]) {
        guard let file else { return }
        let command = ([executable] + arguments).map(quoted).joined(separator: " ")
        let line = group(executable, arguments) + "\t" + command + "\n"
        lock.withLock {
            if !FileManager.default.fileExists(atPath: file) {
                _ = FileManager.default.createFile(atPath: file, contents: nil)
            }
            guard let handle = FileHandle(forWritingAtPath: file) else { return }
            handle.seekToEndOfFile()
            handle.write(Data(line.utf8))
            handle.closeFile()
        }
    }

    static func group(_ executable: String, _ arguments: [String]) -> String {
        // Compiles run one after another in one sandbox (``Sandbox/jobsScript(_:statusFile:followers:folder:)``):
        // grouped by the first one's words.
        if let index = arguments.lastIndex(of: "puzzles-jobs"), index > 0,
            let first = firstJob(arguments[index - 1]).first
        {
            return group(first, Array(firstJob(arguments[index - 1]).dropFirst()))
        }
        func value(after flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        func entry(_ path: String) -> String {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            // A program's intermediate files are in its entry's `jobs` folder (``DriverJobs``).
            return folder.lastPathComponent == "jobs"
                ? folder.deletingLastPathComponent().lastPathComponent : folder.lastPathComponent
        }
        switch value(after: "-module-name") {
        case "MiniUI":
            return "miniui"
        case "PuzzleCheck":
            // Linking a runs check's program: grouped by the program's cache entry, as its run is.
            return "check:" + (value(after: "-o").map(entry) ?? "?")
        case let name? where name.hasPrefix("Exercise"):
            return "exercise"
        default:
            break
        }
        if ["clang", "ld.lld", "swift-autolink-extract"].contains(URL(fileURLWithPath: executable).lastPathComponent),
            let output = value(after: "-o")
        {
            // Linking a runs check's program, started without the driver.
            return "check:" + entry(output)
        }
        if arguments.contains("-typecheck"), let file = arguments.last {
            return "check:" + URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        }
        if executable == "/bin/sh", let program = arguments.last {
            return "check:" + entry(program)
        }
        return "other"
    }

    /// The words of the first job of a sandbox's script: those after its first `exec '`, as ``quoted(_:)`` wrote them.
    static func firstJob(_ script: String) -> [String] {
        guard let start = script.range(of: "exec '") else { return [] }
        var rest = script[script.index(before: start.upperBound)...]
        var words: [String] = []
        while rest.first == "'" {
            var word = ""
            while let first = rest.first, first == "'" || rest.hasPrefix("\\'") {
                if rest.hasPrefix("\\'") {
                    word += "'"
                    rest = rest.dropFirst(2)
                    continue
                }
                rest = rest.dropFirst()
                guard let close = rest.firstIndex(of: "'") else { return words }
                word += rest[..<close]
                rest = rest[rest.index(after: close)...]
            }
            words.append(word)
            rest = rest.drop(while: { $0 == " " })
        }
        return words
    }

    static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
