import Digest
import Foundation

/// How a lesson's example program fared: it compiled against MiniUI or not, and how its run ended.
public struct LessonExampleRun: Sendable, Hashable {
    /// The compiler's words when the example did not compile, with the example's path as the kit names it.
    public var compilerOutput: CompilerOutput?
    /// Whether the program ran to a normal end (exit status 0).
    public var ranToTheEnd: Bool
    /// What the program wrote on standard error (a runtime warning, a crash), when it did not end normally.
    public var errors: String

    public var succeeded: Bool { compilerOutput == nil && ranToTheEnd }
}

extension CheckEngine {
    /// Compiles a lesson's example (``LessonPicture``) against the kit's MiniUI as a program of its own (cached by
    /// its content, like a check program) and runs it with `environment` added: `MINIUI_SNAPSHOT` makes its hosts
    /// write their frames for the picture.
    public func runLessonExample(_ picture: LessonPicture, environment extra: [String: String] = [:]) async throws
        -> LessonExampleRun
    {
        ensureTemporaryFolder()
        let (toolchain, miniUI) = try await miniUI()
        guard let contents = FileManager.default.contents(atPath: kit.url(picture.examplePath).path) else {
            throw EngineError.cache("cannot read \(picture.examplePath)")
        }
        var hasher = SHA256()
        hasher.update(field: "lesson-example-v1")
        hasher.update(field: miniUI.hash)
        hasher.update(field: contents)
        let hash = String(hasher.finalizeHex().prefix(20))
        let entry = cacheFolder.appendingPathComponent("programs/LessonExamples/\(hash)")
        let source = entry.appendingPathComponent("src/main.swift")
        let program = entry.appendingPathComponent("example")
        let product = BuildProduct.program("LessonExample", check: picture.exerciseID)
        let record = try await ensureEntry(entry, product: product, keep: 16) { entry in
            try FileSystem.createDirectory(source.deletingLastPathComponent())
            try contents.write(to: source)
            let outcome = try await self.compile(
                toolchain,
                ["-module-name", "LessonExample", "-I", miniUI.modules.path, source.path, "-o", program.path]
                    + miniUI.macroFlags(modulesPath: miniUI.modules.path) + miniUI.linkFlags(programFolder: entry)
                    + self.linkerFlags(toolchain),
                product: product, reads: [miniUI.entry], writes: [entry])
            return EntryRecord(succeeded: outcome.succeeded, diagnostics: self.compilerText(outcome), seconds: 0)
        }
        guard record.succeeded else {
            let text = record.diagnostics.replacingOccurrences(of: source.path, with: picture.examplePath)
            let summary = Diagnostics.summarize(text, firstPrefixes: [picture.examplePath]).output
            return LessonExampleRun(compilerOutput: summary, ranToTheEnd: false, errors: "")
        }
        var environment = options.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        environment.merge(extra) { $1 }
        let programEnvironment = environment
        let launcher = await launcher(toolchain)
        let outcome = try await processes.withPermit {
            try await Subprocess.run(
                program.path, [], environment: programEnvironment, timeLimit: self.options.timeLimit,
                outputLimit: self.options.outputLimit, launcher: launcher)
        }
        return LessonExampleRun(compilerOutput: nil, ranToTheEnd: outcome.succeeded, errors: outcome.errorText)
    }
}
