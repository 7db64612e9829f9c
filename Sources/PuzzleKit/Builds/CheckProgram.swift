import Digest
import Foundation

/// A linked check program: one runs check's, or an exercise's group of them (``CheckGroup``).
struct CheckProgram: Sendable {
    /// The program to run.
    var program: URL
    /// Its cache entry, which the sandbox lets the program read.
    var entry: URL
    /// The check's source as the compiler read it: its line tables name this file.
    var source: URL
    /// Whether it compiled and linked, and the compiler's words if not.
    var record: EntryRecord
}

extension CheckEngine {
    /// Compiles and links the program of one Swift file with top-level code (`contents`, named `name`) against the
    /// exercise's module and MiniUI's shared library, cached. The file's compiled object depends on the learner only
    /// through the exercise's module (its declarations, not its function bodies), so it is kept apart
    /// (``CheckObject``) and shared by every build whose exercise module is byte for byte the same: a learner's next
    /// edit of a body, or another learner's checkout with the same declarations, only links.
    func checkProgram(name: String, contents: Data, exercise: Exercise, build: CheckBuilds) async throws
        -> CheckProgram
    {
        try await checkProgram(name: name, files: [("\(name).swift", contents)], exercise: exercise, build: build)
    }

    /// The program of several files (a group's: ``CheckGroup``), one of them `main.swift`, compiled as one module by
    /// one frontend (`-wmo`); otherwise as ``checkProgram(name:contents:exercise:build:)``.
    func checkProgram(name: String, files: [(name: String, contents: Data)], exercise: Exercise, build: CheckBuilds)
        async throws -> CheckProgram
    {
        var hasher = SHA256()
        hasher.update(field: "program-v3")
        hasher.update(field: build.exercise.hash)
        hasher.update(field: name)
        hasher.update(files: files)
        let hash = String(hasher.finalizeHex().prefix(20))
        let entry = cacheFolder.appendingPathComponent("programs/\(exercise.moduleName)/\(hash)")
        let program = entry.appendingPathComponent("check")
        let shared = try await checkObject(name: name, files: files, build: build)
        let source = shared.source
        let product = BuildProduct.program(exercise.moduleName, check: name)
        let record = try await ensureEntry(entry, product: product, keep: 8) { entry in
            // Line tables are all a backtrace needs (function, file, line); full `-g` makes the driver type-check
            // the check a second time to emit a module for a debugger, a third of a link's cost.
            // Compiled and linked through the driver's jobs, asked once per process (``DriverJobs``): the paths of
            // this program are placeholders, and its entry folder holds the jobs' intermediate files.
            // From the check's source (compiled, then linked), or from its shared object (`compiled`, only linked).
            let buildProgram = { (compiled: URL?) async throws -> ProcessOutcome in
                // The check's files (or the object compiled from them), then the exercise's object.
                let checkInputs =
                    compiled != nil
                    ? [DriverJobs.input(0, ext: "o")]
                    : shared.sources.indices.map { DriverJobs.input($0, ext: "swift") }
                let object = DriverJobs.input(checkInputs.count, ext: "o")
                var reads = [build.miniUI.entry, build.exercise.entry, source.deletingLastPathComponent()]
                if let compiled { reads.append(compiled.deletingLastPathComponent()) }
                // Only linking: no search paths, whose placeholder the driver's link job would not give back.
                let compileFlags =
                    compiled != nil
                    ? []
                    : [
                        "-package-name", CheckEngine.packageName, "-I", build.miniUI.modules.path, "-I",
                        DriverJobs.path("EXERCISE"),
                    ] + build.miniUI.macroFlags(modulesPath: build.miniUI.modules.path)
                        + (checkInputs.count > 1 ? ["-wmo"] : [])
                defer { FileSystem.remove(entry.appendingPathComponent("jobs")) }
                let outcome = try await self.compile(
                    build.toolchain,
                    ["-gline-tables-only", "-module-name", "PuzzleCheck"] + compileFlags
                        + checkInputs + [object, "-o", DriverJobs.path("PROGRAM")]
                        + build.miniUI.linkFlags(programFolder: entry) + self.linkerFlags(build.toolchain),
                    product: product,
                    reads: reads, writes: [entry],
                    placeholders: Dictionary(
                        uniqueKeysWithValues: zip(checkInputs, compiled.map { [$0.path] } ?? shared.sources.map(\.path))
                    ).merging([
                        object: build.exercise.object.path,
                        DriverJobs.path("EXERCISE"): build.exercise.modules.path,
                        DriverJobs.path("PROGRAM"): program.path,
                        DriverJobs.temporary: entry.appendingPathComponent("jobs").path,
                    ]) { $1 })
                if outcome.succeeded, compiled == nil {
                    self.publish(shared, from: entry.appendingPathComponent("jobs"))
                }
                return outcome
            }
            // The object another program compiled (or is compiling: waited for), else compiled here and shared.
            let (compiled, claimed) = await self.awaitCompiledObject(shared)
            var outcome: ProcessOutcome
            do {
                outcome = try await buildProgram(compiled)
            } catch {
                if claimed, let key = shared.entry?.path { await self.state.finishObjectBuild(key, failed: true) }
                throw error
            }
            if claimed, let key = shared.entry?.path {
                await self.state.finishObjectBuild(key, failed: !outcome.succeeded)
            }
            if outcome.succeeded, compiled != nil { await self.state.countSharedObjectLinked() }
            // A shared object that did not link (pruned or deleted meanwhile) is never the learner's verdict: the
            // check is compiled for this program, as if nothing were shared.
            if !outcome.succeeded, compiled != nil { outcome = try await buildProgram(nil) }
            if !outcome.succeeded, !build.stillExists { throw CacheVanished() }
            return EntryRecord(succeeded: outcome.succeeded, diagnostics: self.compilerText(outcome), seconds: 0)
        }
        return CheckProgram(program: program, entry: entry, source: source, record: record)
    }
}
