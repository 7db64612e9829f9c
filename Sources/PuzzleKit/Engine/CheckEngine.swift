import Digest
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks exercises by compiling their check files against the exercise's code with `swiftc`.
///
/// The engine compiles into its own cache folder (`.puzzles/cache` under the kit by default), never into
/// SwiftPM's `.build`, so it can run beside an editor or `swift build`. MiniUI is compiled once per content
/// hash, each exercise on its own (a broken exercise never blocks another), and a re-check after an edit
/// recompiles only what changed. Checks run in parallel, at most ``Options/parallelism`` processes at once.
/// Two engines (in two processes) may share a cache folder: entries are built under a file lock and
/// published by a final marker file.
///
/// The cache folder (every `<hash>` is a SHA-256 prefix of the inputs: sources, compiler version, flags):
///
///     miniui/<hash>/                 src/ (copied sources), Modules/MiniUI.swiftmodule, MiniUI.o, libMiniUI.so
///                                    (the library check programs link; .dylib on macOS), done.json
///     exercises/ExerciseNN_M/<hash>/ src/, Modules/ExerciseNN_M.swiftmodule, ExerciseNN_M.o, done.json
///                                    (done.json also records a failed compile and the compiler's words)
///     programs/ExerciseNN_M/<hash>/  src/<check>.swift, check (the linked runs-check program, finding
///                                    libMiniUI by a relative run path), done.json
///     results/ExerciseNN_M/<key>.json  a check's recorded result (never a timeout)
///     module-cache/                  the compiler's Clang module cache
///     launcher/<hash>/launcher       the ``ProcessLauncher`` in front of every child process
///     <group>/<hash>.lock            the lock held while an entry is built
///
/// An entry without `done.json` is incomplete and is rebuilt. The few most recently used entries of each
/// group are kept; older ones are deleted once unused for half an hour. Deleting the folder is always safe.
///
/// Only a compile or run that ended normally is cached. A compile stopped at its limit, killed by a signal
/// from outside, or failed by the machine (``MachineFault``: a full disk, an unwritable or vanished cache)
/// gives a `cannotCheck` verdict and leaves nothing behind. A cache folder that cannot be written at all is
/// replaced by a temporary one (``cacheFallback``).
public final class CheckEngine: Sendable {
    /// How the engine checks.
    public struct Options: Sendable {
        /// The time limit of a runs check without `timeout:` in its header, in seconds.
        public var timeLimit: Double = 10
        /// The least time any runs check is allowed, its own `timeout:` included (`PUZZLES_RUN_LIMIT`, for a
        /// slow or busy machine); 0 keeps each check's own limit.
        public var minimumTimeLimit: Double = 0
        /// The time limit of one compile of the learner's code or of a check, in seconds: a compiler stopped
        /// there gives no verdict, only what it had printed. MiniUI's compile is allowed at least
        /// ``CheckEngine/miniUITimeLimit``. The runner sets a minute for a learner's commands (or
        /// `PUZZLES_COMPILE_LIMIT`); this default serves `swift test` and the kit's own tests.
        public var compileTimeLimit: Double = 300
        /// How much a runs check may print (standard output and error together) before it is stopped.
        public var outputLimit: Int = 1 << 20
        /// The largest exercise source file read, in bytes.
        public var maxSourceFileSize: Int = 256 * 1024
        /// How many compiler or check processes run at once.
        public var parallelism: Int = ProcessInfo.processInfo.activeProcessorCount
        /// The cache folder; `nil` means `<kit>/.puzzles/cache`.
        public var cacheFolder: URL?
        /// The language of the titles and lesson paths verdicts name.
        public var language: Language = .en
        /// Reuse the recorded result of a check whose inputs did not change (timeouts are never reused).
        public var reuseResults: Bool = true
        /// Compile an exercise's runs checks as one program where they can be (``CheckGroup``), rather than one
        /// program each. Verdicts are the same either way; the kit's tests compare them.
        public var groupsChecks: Bool = true
        /// The environment for the compiler and check programs (`PATH`, `SWIFTC`).
        public var environment: [String: String] = ProcessInfo.processInfo.environment
        /// Confines every check program while it runs (``Sandbox``): `grade` sets it for learners' checkouts.
        public var sandbox: Sandbox?
        /// With a sandbox, a build's jobs (a runs check's compile and link) run in one sandbox, one after another
        /// (``Sandbox/compileJobs(_:statusFile:toolchainRoot:readOnly:writable:environment:timeLimit:outputLimit:)``);
        /// `false` gives each job a sandbox of its own, as before: for the kit's tests, which compare the two.
        var oneSandboxPerBuild = true
        /// Grading variants: each runs check with a `// varies:` line that passes on its own data is run again under
        /// each of these seeds, and must print what the reference solution prints under the same seed
        /// (``VariantRun``). Empty (the default) for a learner's own checks; `grade` picks seeds the checkouts cannot
        /// influence.
        public var variantSeeds: [UInt64] = []
        /// Where SwiftPM built MiniUI for the running program (``PackageBuiltMiniUI``): `nil` means the running
        /// program's own folder. A folder without such a build (or `/nonexistent`) makes the engine compile MiniUI.
        public var packageBuildFolder: URL?
        /// Called as the engine compiles or reuses builds (from any thread).
        public var onEvent: (@Sendable (EngineEvent) -> Void)?

        /// The default options.
        public init() {}
    }

    /// The kit whose checks, lessons and MiniUI the engine uses.
    public let kit: Kit
    /// The options.
    public let options: Options
    /// The cache folder in use.
    public let cacheFolder: URL
    /// Set when the requested cache folder could not be written and a temporary one is used instead.
    public let cacheFallback: CacheFallback?

    /// A cache folder that could not be written, and the temporary folder used instead.
    public struct CacheFallback: Sendable, Hashable {
        /// The folder asked for (relative to the kit when inside it).
        public var requested: String
        /// The temporary folder in use.
        public var used: String
        /// The system's words (`Read-only file system`).
        public var reason: String
    }

    /// How long a compile runs before ``EngineEvent/compileProgress(_:seconds:finished:)`` reports it.
    public static let progressDelay: Double = 3
    /// The least time MiniUI's compile is allowed (a busy two-core machine needs a minute or two).
    public static let miniUITimeLimit: Double = 600

    let state = EngineState()
    let processes: AsyncSemaphore

    /// An engine for a kit.
    public init(kit: Kit, options: Options = Options()) {
        self.kit = kit
        var options = options
        options.environment = CheckEngine.systemWordsInEnglish(options.environment)
        let requested =
            (options.cacheFolder ?? kit.root.appendingPathComponent(".puzzles/cache")).standardizedFileURL
        if let reason = CheckEngine.unwritableReason(requested) {
            // A read-only or unwritable cache: a temporary one of this user's, one per requested folder.
            let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
                "puzzles-cache-\(getuid())/\(SHA256.hex(requested.path).prefix(16))"
            ).standardizedFileURL
            if CheckEngine.unwritableReason(temporary) == nil {
                let shown = kit.relativePath(requested)
                self.cacheFolder = temporary
                self.cacheFallback = CacheFallback(
                    requested: shown.isEmpty ? requested.path : shown, used: temporary.path, reason: reason)
            } else {
                self.cacheFolder = requested
                self.cacheFallback = nil
            }
        } else {
            self.cacheFolder = requested
            self.cacheFallback = nil
        }
        // The compiler's processes (the driver leaves empty `TemporaryDirectory.*` folders behind) and the check
        // programs make their temporary files inside the cache, never in the system's temporary folder.
        options.environment["TMPDIR"] = CheckEngine.temporaryFolder(in: cacheFolder).path
        self.options = options
        self.processes = AsyncSemaphore(options.parallelism)
    }

    /// Checks one exercise, reading its code from `root`.
    public func check(_ exercise: Exercise, from root: SourceRoot = .exercises) async -> Verdict {
        let start = Subprocess.now()
        let limits = SourceLimits(maxFileSize: options.maxSourceFileSize)
        switch SourceLoader.load(exercise, from: root, kit: kit, limits: limits) {
        case .success(let sources):
            var verdict = await check(exercise, sources: sources)
            verdict.givenFilesReplaced = sources.givenFilesReplaced.isEmpty ? nil : sources.givenFilesReplaced
            return verdict
        case .failure(let refusal):
            return refusedVerdict(exercise, refusal: refusal, origin: root.base(in: kit).display, start: start)
        }
    }

    /// Checks one exercise against code assembled by the caller (a wrong answer, a fixture).
    public func check(_ exercise: Exercise, sources: ExerciseSources) async -> Verdict {
        let start = Subprocess.now()
        do {
            let build: CheckBuilds
            do {
                build = try await exerciseBuild(exercise, sources: sources)
            } catch is CacheVanished {
                build = try await exerciseBuild(exercise, sources: sources)
            }
            guard build.exercise.succeeded else {
                var verdict = doesNotCompileVerdict(exercise, sources: sources, build: build, start: start)
                verdict.warnings = learnerWarnings(build, sources: sources)
                return verdict
            }
            var results = await runChecks(exercise.checks, of: exercise, sources: sources, build: build)
            await state.forgetRanAhead(entry: build.exercise.entry.path)
            // A cache folder deleted under a running check makes the check fail for reasons that are not
            // the learner's: rebuild and run the failed checks once more.
            if results.contains(where: { !$0.passed }) && !build.stillExists {
                let rebuilt = try await exerciseBuild(exercise, sources: sources)
                results = await runChecks(exercise.checks, of: exercise, sources: sources, build: rebuilt)
                await state.forgetRanAhead(entry: rebuilt.exercise.entry.path)
            }
            if Task.isCancelled {
                return cannotCheckVerdict(exercise, error: .cancelled, origin: sources.origin, start: start)
            }
            var verdict = pointingAtBehaviour(
                recognisingMisconception(
                    verdict(exercise, sources: sources, results: results, start: start), of: exercise),
                of: exercise, sources: sources)
            verdict.warnings = learnerWarnings(build, sources: sources)
            return verdict
        } catch is CancellationError {
            return cannotCheckVerdict(exercise, error: .cancelled, origin: sources.origin, start: start)
        } catch let error as EngineError {
            return cannotCheckVerdict(exercise, error: error, origin: sources.origin, start: start)
        } catch is CacheVanished {
            return cannotCheckVerdict(
                exercise, problem: .cacheDeleted(folder: cacheFolderShown), origin: sources.origin, start: start)
        } catch {
            return cannotCheckVerdict(
                exercise, error: .cache(String(describing: error)), origin: sources.origin, start: start)
        }
    }

    /// Checks a wrong answer: the solution with the wrong answer's files put over it.
    public func check(_ wrongAnswer: WrongAnswer, of exercise: Exercise) async -> Verdict {
        let start = Subprocess.now()
        let limits = SourceLimits(maxFileSize: options.maxSourceFileSize)
        let solution: ExerciseSources
        switch SourceLoader.load(exercise, from: .solutions, kit: kit, limits: limits) {
        case .success(let sources): solution = sources
        case .failure(let refusal):
            return refusedVerdict(exercise, refusal: refusal, origin: Kit.solutionsFolder, start: start)
        }
        let overlay: ExerciseSources
        switch SourceLoader.loadFolder(
            kit.url(wrongAnswer.path), displayFolder: wrongAnswer.path, origin: wrongAnswer.path, limits: limits)
        {
        case .success(let sources): overlay = sources
        case .failure(let refusal):
            return refusedVerdict(exercise, refusal: refusal, origin: wrongAnswer.path, start: start)
        }
        var files = solution.files.filter { file in !overlay.files.contains { $0.name == file.name } }
        files += overlay.files
        // A given file is the kit's copy for a wrong answer too, as for a learner.
        let sources = SourceLoader.withKitsGivenFiles(
            ExerciseSources(files: files, displayFolder: solution.displayFolder, origin: wrongAnswer.path),
            of: exercise, kit: kit)
        var verdict = await check(exercise, sources: sources)
        verdict.givenFilesReplaced = sources.givenFilesReplaced.isEmpty ? nil : sources.givenFilesReplaced
        return verdict
    }

    /// Checks several exercises in parallel; `onVerdict` is called as each one is decided. Returns the
    /// verdicts in the order of `exercises`.
    public func checkAll(
        _ exercises: [Exercise], from root: SourceRoot = .exercises,
        onVerdict: (@Sendable (Verdict) -> Void)? = nil
    ) async -> [Verdict] {
        await exercises.concurrentMap { exercise in
            let verdict = await self.check(exercise, from: root)
            onVerdict?(verdict)
            return verdict
        }
    }

    /// Runs one check of an exercise and returns its result (with a runs check's output: `puzzles preview`).
    public func run(_ check: CheckFile, of exercise: Exercise, from root: SourceRoot = .exercises) async
        -> CheckResult
    {
        let limits = SourceLimits(maxFileSize: options.maxSourceFileSize)
        let failed = { (failure: CheckFailure) in
            CheckResult(
                name: check.name, path: check.path, kind: check.kind, status: .failed, failure: failure, output: nil,
                expectedOutput: check.expectedOutput, fileToEdit: nil, line: nil, seconds: 0)
        }
        switch SourceLoader.load(exercise, from: root, kit: kit, limits: limits) {
        case .failure(let refusal):
            return failed(.refused(refusal))
        case .success(let sources):
            do {
                let build = try await exerciseBuild(exercise, sources: sources)
                guard build.exercise.succeeded else {
                    let summary = Diagnostics.summarize(
                        remap(build.exercise.diagnostics, sources: sources, build: build),
                        firstPrefixes: [sources.displayFolder + "/"])
                    return failed(.exerciseDoesNotCompile(summary.output))
                }
                return await runChecks([check], of: exercise, sources: sources, build: build)[0]
            } catch {
                return failed(.engineFailed(String(describing: error)))
            }
        }
    }

    /// Finds the compiler and compiles MiniUI if needed, so that the first check is quick.
    public func prepare() async throws(EngineError) {
        do {
            _ = try await miniUI()
        } catch let error as EngineError {
            throw error
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw .cache(String(describing: error))
        }
    }

    /// `<cache>/tmp/process-<pid>-<random>`: this engine's temporary folder (an engine's own: a process may hold
    /// several engines on one cache, as the kit's tests do). Created empty; the folders of processes that are gone
    /// are removed, so the cache holds no one's leftovers.
    static func temporaryFolder(in cache: URL) -> URL {
        let parent = cache.appendingPathComponent("tmp")
        let folder = parent.appendingPathComponent(
            "process-\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))")
        for name in FileSystem.subfolders(parent) where name.hasPrefix("process-") {
            // A process that no longer runs (signal 0 reaches none) left its folder behind.
            let pid = name.dropFirst("process-".count).prefix { $0 != "-" }
            if let pid = Int32(pid), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                FileSystem.remove(parent.appendingPathComponent(name))
            }
        }
        try? FileSystem.createDirectory(folder)
        return folder
    }

    /// Makes this engine's temporary folder again if it is gone (the cache was deleted): before every build.
    func ensureTemporaryFolder() {
        if let temporaryFolder, !FileSystem.isDirectory(temporaryFolder) {
            try? FileSystem.createDirectory(temporaryFolder)
        }
    }

    /// This process's temporary folder in the cache (the compiler's and the check programs' `TMPDIR`).
    var temporaryFolder: URL? { options.environment["TMPDIR"].map { URL(fileURLWithPath: $0) } }

    /// Removes this process's temporary folder and what the compiler left in it: call it when the engine's work is
    /// done (the runner does, as each command ends). A later engine removes those of processes that died first.
    public func removeTemporaryFolder() {
        if let temporaryFolder { FileSystem.remove(temporaryFolder) }
    }

    /// Deletes the cache folder. The next check recompiles everything.
    public func clearCache() {
        FileSystem.remove(cacheFolder)
    }

    func emit(_ event: EngineEvent) { options.onEvent?(event) }

    /// An environment whose system messages are in English (`LC_MESSAGES=C`; an `LC_ALL` becomes `LC_CTYPE`):
    /// ``FaultClassifier`` reads the compiler's words for the system's (`No space left on device`).
    static func systemWordsInEnglish(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        if let all = environment.removeValue(forKey: "LC_ALL") {
            environment["LC_CTYPE"] = environment["LC_CTYPE"] ?? all
        }
        environment["LC_MESSAGES"] = "C"
        return environment
    }

    /// Why a folder cannot serve as the cache (the system's words), or `nil` when it can be created and
    /// written: a file is created in it and removed.
    static func unwritableReason(_ folder: URL) -> String? {
        do {
            try FileSystem.createDirectory(folder)
        } catch {
            return FaultClassifier.errnoCode(error).map { String(cString: strerror($0)) } ?? "\(error)"
        }
        let probe = folder.appendingPathComponent(".probe-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(probe.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        close(descriptor)
        unlink(probe.path)
        return nil
    }
}
