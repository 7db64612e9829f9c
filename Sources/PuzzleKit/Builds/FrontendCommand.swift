import Foundation

/// A type-check started through the compiler's frontend rather than its driver: the driver only works out the
/// frontend's words and starts it, about 0.05 CPU-seconds of every type-check (75 in a checkout of the course).
///
/// The frontend's words are asked of the driver (`-###`) once per set of flags, with placeholders where the paths
/// of each check go, then filled in for each check. The diagnostics are the frontend's own either way (the driver
/// passes them on as they are). Whenever the driver's answer is not one plain frontend command (several jobs,
/// quoted words) beside the compiler (not behind a wrapper script), the driver runs as before.
struct FrontendCommand: Sendable, Equatable {
    var executable: String
    var arguments: [String]

    /// The frontend command from the driver's `-###` output, or `nil` if it is not exactly one frontend job whose
    /// words are plain or single-quoted (``DriverJobs/words(_:)``: the driver quotes a word such as MiniUI's macro
    /// program, `'…/MiniUIMacros#MiniUIMacros'`).
    static func parse(_ output: String) -> FrontendCommand? {
        let lines = output.split(whereSeparator: \.isNewline).map(String.init).filter {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        guard lines.count == 1, let line = lines.first, let words = DriverJobs.words(line),
            let executable = words.first, executable.hasPrefix("/"),
            URL(fileURLWithPath: executable).lastPathComponent == "swift-frontend", words.count > 2,
            words[1] == "-frontend"
        else { return nil }
        return FrontendCommand(executable: executable, arguments: Array(words.dropFirst()))
    }

    /// `words` with each placeholder replaced by its value.
    static func fill(_ words: [String], _ values: [String: String]) -> [String] {
        guard !values.isEmpty else { return words }
        return words.map { word in
            var word = word
            for (placeholder, value) in values where word.contains(placeholder) {
                word = word.replacingOccurrences(of: placeholder, with: value)
            }
            return word
        }
    }

    /// A placeholder for a path that differs from one check to the next.
    static func placeholder(_ name: String) -> String { "@@PUZZLES-\(name)@@" }

    /// The placeholder for the source file compiled: the driver wants an existing file there, so it is asked
    /// with a file of the cache's in its place.
    static let input = placeholder("INPUT")
}

extension CheckEngine {
    /// The frontend command for the driver's `words` (with placeholders), asked once per process and flags.
    func frontendCommand(_ toolchain: Toolchain, _ words: [String]) async -> FrontendCommand? {
        let key = ([toolchain.swiftc] + words).joined(separator: "\u{0}")
        let stand = cacheFolder.appendingPathComponent("tmp/frontend-input.swift")
        return await state.frontendCommand(key: key) {
            if !FileSystem.exists(stand) { try? Data().write(to: stand) }
            guard
                let outcome = try? await Subprocess.run(
                    toolchain.swiftc, words.map { $0 == FrontendCommand.input ? stand.path : $0 } + ["-###"],
                    environment: self.options.environment, timeLimit: 60, outputLimit: 1 << 20),
                outcome.succeeded, var command = FrontendCommand.parse(outcome.outputText)
            else { return nil }
            // Only the frontend beside the compiler itself: a `SWIFTC` that is a wrapper (a script around the
            // driver) keeps seeing every compile.
            let folder = { (path: String) in
                URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent().path
            }
            guard folder(command.executable) == folder(toolchain.swiftc) else { return nil }
            command.arguments = command.arguments.map { $0 == stand.path ? FrontendCommand.input : $0 }
            // The file compiled must appear once, as itself, or the words are not understood.
            guard command.arguments.filter({ $0 == FrontendCommand.input }).count == 1,
                !command.arguments.contains(where: { $0.contains(stand.path) })
            else { return nil }
            return command
        }
    }
}
