import Digest
import Foundation

extension CheckEngine {
    static let packageName = "swiftuitypepuzzles"

    var moduleCachePath: String { cacheFolder.appendingPathComponent("module-cache").path }

    func toolchain() async throws -> Toolchain {
        do {
            try FileSystem.createDirectory(cacheFolder.appendingPathComponent("tmp"))
            ensureTemporaryFolder()
        } catch {
            throw machineError(error) ?? error
        }
        return try await state.toolchain(
            environment: options.environment, scratch: cacheFolder.appendingPathComponent("tmp"))
    }

    /// The launcher that makes children die with the runner (built once per process and toolchain).
    func launcher(_ toolchain: Toolchain) async -> String? {
        let cache = cacheFolder
        return await state.launcher {
            ProcessLauncher.existing(version: toolchain.version, cache: cache)
        } build: {
            await ProcessLauncher.build(swiftc: toolchain.swiftc, version: toolchain.version, cache: cache)
        }
    }

    /// An error thrown while writing the cache, as a machine fault when it is one (a full disk, a read-only
    /// folder).
    func machineError(_ error: Error) -> EngineError? {
        if let engineError = error as? EngineError { return engineError }
        return FaultClassifier.fault(of: error, folder: cacheFolderShown).map(EngineError.machine)
    }

    /// Runs the compiler holding a process permit. Only a compile that ended normally is returned (and may
    /// be cached): a compiler stopped at its time limit, stopped by a signal from outside, or failed by the
    /// machine (a full disk, an unwritable or vanished cache) is never the learner's verdict: it throws.
    /// While it runs, ``EngineEvent/compileProgress(_:seconds:finished:)`` reports it every second after
    /// the first few.
    /// When grading (a sandbox is set), the compiler runs in it too, reading only `reads` (the folders of the
    /// modules and check it compiles against) and writing only `writes` (its cache entry) and the module cache.
    /// With `placeholders`, `arguments` hold placeholders (``FrontendCommand/placeholder(_:)``) for these values,
    /// and the frontend is started directly (``FrontendCommand``) when the driver's answer allows; a frontend
    /// stopped by a signal is run again through the driver, whose words for it are the verdict's as before.
    /// `followers` (when grading, an exercise's type-checks: ``followers(of:build:)``) run in the same sandbox after
    /// this build's jobs succeed, each as it would alone; their outcomes wait for the compiles they stand for
    /// (``EngineState/takeRanAhead(_:)``).
    func compile(
        _ toolchain: Toolchain, _ arguments: [String], product: BuildProduct, limit: Double? = nil, reads: [URL] = [],
        writes: [URL] = [], placeholders: [String: String]? = nil, followers: [Follower] = []
    ) async throws -> ProcessOutcome {
        let limit = limit ?? options.compileTimeLimit
        ensureTemporaryFolder()
        let launcher = await launcher(toolchain)
        let driverWords = driverWords(toolchain, arguments)
        let (outcome, throughDriver) = try await processes.withPermit { [driverWords] in
            let start = Subprocess.now()
            let ticker = Task {
                var reported = false
                defer {
                    if reported {
                        self.emit(.compileProgress(product, seconds: Subprocess.now() - start, finished: true))
                    }
                }
                var next = CheckEngine.progressDelay
                while !Task.isCancelled {
                    let wait = next - (Subprocess.now() - start)
                    if wait > 0 { try? await Task.sleep(nanoseconds: UInt64(wait * 1e9)) }
                    if Task.isCancelled { break }
                    reported = true
                    self.emit(.compileProgress(product, seconds: Subprocess.now() - start, finished: false))
                    next += 1
                }
            }
            defer { ticker.cancel() }
            let words = driverWords
            let runOne = { (executable: String, words: [String], limit: Double) async throws -> ProcessOutcome in
                if let sandbox = self.options.sandbox {
                    try FileSystem.createDirectory(URL(fileURLWithPath: self.moduleCachePath))
                    return try await sandbox.compile(
                        executable, words, toolchainRoot: toolchain.root, readOnly: reads.map(\.path),
                        writable: writes.map(\.path) + [self.moduleCachePath], environment: self.options.environment,
                        timeLimit: limit, outputLimit: 8 << 20)
                }
                return try await Subprocess.run(
                    executable, words, environment: self.options.environment, timeLimit: limit,
                    outputLimit: 8 << 20, interruptGrace: 3, launcher: launcher)
            }
            guard let placeholders else { return (try await runOne(toolchain.swiftc, words, limit), false) }
            if words.contains(where: { DriverJobs.standInName($0) != nil }) {
                // The driver's jobs without the driver (``DriverJobs``).
                // A path written into a file the driver wrote (JSON) must need no escaping there.
                let plainPaths = !placeholders.values.contains { $0.contains("\"") || $0.contains("\\") }
                if let jobs = await self.driverJobs(toolchain, words),
                    !jobs.usesTemporaryFolder || placeholders[DriverJobs.temporary] != nil,
                    jobs.files.isEmpty || plainPaths
                {
                    let filled = jobs.jobs.map { FrontendCommand.fill($0, placeholders) }
                    if let temporary = placeholders[DriverJobs.temporary] {
                        try FileSystem.createDirectory(URL(fileURLWithPath: temporary))
                    }
                    for (path, text) in jobs.files {
                        try Data(FrontendCommand.fill([text], placeholders)[0].utf8).write(
                            to: URL(fileURLWithPath: FrontendCommand.fill([path], placeholders)[0]))
                    }
                    // When grading, all of the build's jobs in one sandbox (its start is most of a short job's
                    // wall time), else one by one.
                    var confined: (outcome: ProcessOutcome, failedJob: Int?)?
                    if let sandbox = self.options.sandbox, self.options.oneSandboxPerBuild,
                        filled.count > 1 || !followers.isEmpty, let temporary = placeholders[DriverJobs.temporary],
                        writes.contains(where: { temporary.hasPrefix($0.path + "/") })
                    {
                        try FileSystem.createDirectory(URL(fileURLWithPath: self.moduleCachePath))
                        let ahead = await self.followerCommands(toolchain, followers)
                        let ran = try await sandbox.compileJobs(
                            filled, followers: ahead.map(\.command), folder: temporary, toolchainRoot: toolchain.root,
                            readOnly: (reads + ahead.flatMap(\.reads)).map(\.path),
                            writable: writes.map(\.path) + [self.moduleCachePath],
                            environment: self.options.environment, timeLimit: limit, outputLimit: 8 << 20)
                        if let ran {
                            confined = (ran.outcome, ran.failedJob)
                            var outcomes: [String: ProcessOutcome] = [:]
                            for (follower, outcome) in zip(ahead, ran.followers) {
                                if let outcome { outcomes[follower.command.joined(separator: "\u{0}")] = outcome }
                            }
                            if !outcomes.isEmpty, let entry = writes.first {
                                await self.state.remember(ranAhead: outcomes, entry: entry.path)
                            }
                        }
                    }
                    let (outcome, failedJob) =
                        if let confined { confined } else { try await self.runJobs(filled, limit: limit, run: runOne) }
                    // A job after the frontend that failed, or a frontend stopped by a signal: the driver's account
                    // of it, as before.
                    return (outcome, failedJob.map { $0 > 0 || CheckEngine.stoppedBySignal(outcome) } ?? false)
                }
                // The driver itself: its account is the verdict's.
                return (try await runOne(toolchain.swiftc, FrontendCommand.fill(words, placeholders), limit), false)
            }
            if let frontend = await self.frontendCommand(toolchain, words) {
                let filled = FrontendCommand.fill(frontend.arguments, placeholders)
                // Run ahead in the sandbox that compiled the exercise, or now.
                let ahead = await self.state.takeRanAhead(([frontend.executable] + filled).joined(separator: "\u{0}"))
                let outcome: ProcessOutcome
                if let ahead { outcome = ahead } else { outcome = try await runOne(frontend.executable, filled, limit) }
                return (outcome, CheckEngine.stoppedBySignal(outcome))
            }
            let outcome = try await runOne(toolchain.swiftc, FrontendCommand.fill(words, placeholders), limit)
            return (outcome, CheckEngine.stoppedBySignal(outcome))
        }
        if let placeholders, !outcome.timedOut, throughDriver {
            // The driver's account of a job that failed (the frontend crashed or was killed, a link failed); the
            // remembered jobs are asked again by the next run, in case they are out of date.
            forgetDriverJobs(toolchain, driverWords)
            return try await compile(
                toolchain, FrontendCommand.fill(arguments, placeholders), product: product, limit: limit, reads: reads,
                writes: writes)
        }
        // SIGXCPU: a CPU-time limit (a sandbox's) ended it, which is a time limit too.
        if outcome.timedOut || outcome.termination == .signaled(SIGXCPU) {
            throw EngineError.compilerTimedOut(limitSeconds: limit, partial: outcome.combinedText)
        }
        if let fault = FaultClassifier.fault(of: outcome, shown: { self.folderShown($0) }) {
            throw EngineError.machine(fault)
        }
        return outcome
    }

    /// The driver's words for a compile: the toolchain's flags, the module cache and, when grading, the type
    /// checker's limit per expression, before `arguments`.
    func driverWords(_ toolchain: Toolchain, _ arguments: [String]) -> [String] {
        var words = toolchain.commonFlags + ["-module-cache-path", moduleCachePath] + arguments
        if options.sandbox != nil {
            words += ["-Xfrontend", "-solver-expression-time-threshold=\(Sandbox.solverSecondsPerExpression)"]
        }
        return words
    }

    /// A compile that can run ahead, in the sandbox of the build before it: its driver's words with placeholders,
    /// their values, and the folders it reads.
    typealias Follower = (arguments: [String], placeholders: [String: String], reads: [URL])

    /// When grading, an exercise's type-checks (`compiles` and `rejects` checks), which run in the sandbox that
    /// compiles the exercise, after it, rather than each in a sandbox of its own: the same folders but the
    /// exercise's entry, which they read and that sandbox writes; the same environment, user and limits.
    func followers(of exercise: Exercise, build: CheckBuilds) -> [Follower] {
        guard options.sandbox != nil, options.oneSandboxPerBuild else { return [] }
        // Not the compiles checks that its group of checks compiles (``CheckGroup``).
        let grouped = Set(groupCandidates(of: exercise).map(\.check.name))
        return exercise.checks.compactMap { check in
            guard check.isValid, let kind = check.kind, kind != .runs, !grouped.contains(check.name) else {
                return nil
            }
            return typecheckCommand(check, kind: kind, build: build)
        }
    }

    /// The frontend's words for each follower that is started without the driver (``FrontendCommand``), as
    /// ``compile(_:_:product:limit:reads:writes:placeholders:followers:)`` would start it.
    func followerCommands(_ toolchain: Toolchain, _ followers: [Follower]) async -> [(command: [String], reads: [URL])]
    {
        var commands: [(command: [String], reads: [URL])] = []
        for follower in followers {
            let words = driverWords(toolchain, follower.arguments)
            guard !words.contains(where: { DriverJobs.standInName($0) != nil }),
                let frontend = await frontendCommand(toolchain, words)
            else { continue }
            commands.append(
                (
                    [frontend.executable] + FrontendCommand.fill(frontend.arguments, follower.placeholders),
                    follower.reads
                ))
        }
        return commands
    }

    /// Whether a process was stopped by a signal other than SIGXCPU (a CPU-time limit, which is a time limit).
    static func stoppedBySignal(_ outcome: ProcessOutcome) -> Bool {
        if !outcome.timedOut, case .signaled(let signal) = outcome.termination, signal != SIGXCPU { return true }
        return false
    }

    /// The compiler's words for an outcome.
    func compilerText(_ outcome: ProcessOutcome) -> String {
        outcome.combinedText
    }

    // MARK: - MiniUI

    /// How MiniUI is built (an object and a shared library since v3, with its companions since v4): part of its
    /// cache key and of the stamp that remembers the key, so an entry built by an older recipe is never reused.
    static let miniUIRecipe = "miniui-v4-macros-combine"

    /// What is built with MiniUI, into its entry: the program that expands its macros and, on Linux, which has no
    /// Combine, the module of that name that re-exports MiniUI (a kit without one of these folders builds without it).
    static var miniUICompanions: [String] {
        #if os(Linux)
            [Kit.miniUIMacrosFolder, Kit.combineOnLinuxFolder]
        #else
            [Kit.miniUIMacrosFolder]
        #endif
    }

    /// How a companion's file is named among MiniUI's: `../MiniUIMacros/main.swift`.
    static func companionPrefix(_ companion: String) -> String {
        "../" + URL(fileURLWithPath: companion).lastPathComponent + "/"
    }

    /// MiniUI compiled from the kit's own Sources/MiniUI, once per content hash.
    func miniUI() async throws -> (Toolchain, MiniUIBuild) {
        let toolchain = try await toolchain()
        // MiniUI's files, and its companions' beside them (`../MiniUIMacros/…`, and on Linux `../CombineOnLinux/…`,
        // where the kit has them): all are built into one entry.
        let folder = kit.url(Kit.miniUIFolder)
        let names = FileSystem.filesRecursively(folder).filter { $0.hasSuffix(".swift") }
        guard !names.isEmpty else {
            throw EngineError.miniUIDoesNotCompile(CompilerOutput(text: ""))
        }
        let companionNames = CheckEngine.miniUICompanions.flatMap { companion in
            FileSystem.filesRecursively(kit.url(companion)).filter { $0.hasSuffix(".swift") }.map {
                CheckEngine.companionPrefix(companion) + $0
            }
        }
        let allNames = names + companionNames
        let folderPath = folder.path + "/"
        var signature = CheckEngine.miniUIRecipe + "\n" + toolchain.version
        for name in allNames {
            signature += "\n" + name + " " + (FileSystem.stamp(path: folderPath + name)?.text ?? "missing")
        }
        if let known = await state.knownMiniUI(signature: signature),
            readRecord(known.entry.appendingPathComponent("done.json")) != nil
        {
            return (toolchain, known)
        }
        // The content hash found for these very files (same names, sizes and times) by an earlier run:
        // hashing all of MiniUI again would cost every check a tenth of a second in a debug build.
        let stamp = cacheFolder.appendingPathComponent(
            "stamps/miniui-\(String(SHA256.hex(signature).prefix(20)))")
        if let remembered = FileSystem.readText(stamp)?.trimmingCharacters(in: .whitespacesAndNewlines),
            !remembered.isEmpty, !remembered.contains("/")
        {
            let build = MiniUIBuild(hash: remembered, entry: cacheFolder.appendingPathComponent("miniui/\(remembered)"))
            if readRecord(build.entry.appendingPathComponent("done.json")) != nil {
                await state.remember(build, signature: signature)
                return (toolchain, build)
            }
        }
        var collected: [(String, Data)] = []
        var hasher = SHA256()
        hasher.update(field: CheckEngine.miniUIRecipe)
        hasher.update(field: toolchain.version)
        hasher.update(field: toolchain.commonFlags.joined(separator: " "))
        for name in allNames {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
                continue
            }
            collected.append((name, data))
            hasher.update(field: name)
            hasher.update(field: data)
        }
        // Each file's place in the entry's `src/`: MiniUI's as they are, a companion's in a folder of its own.
        let files = collected.filter { !$0.0.hasPrefix("../") }
        func companionFiles(_ companion: String) -> [(String, Data)] {
            let prefix = CheckEngine.companionPrefix(companion)
            return collected.filter { $0.0.hasPrefix(prefix) }.map { (String($0.0.dropFirst(3)), $0.1) }
        }
        let macroFiles = companionFiles(Kit.miniUIMacrosFolder)
        let combineFiles = companionFiles(Kit.combineOnLinuxFolder)
        let hash = String(hasher.finalizeHex().prefix(20))
        let build = MiniUIBuild(hash: hash, entry: cacheFolder.appendingPathComponent("miniui/\(hash)"))
        let record = try await ensureEntry(build.entry, product: .miniUI, keep: 3) { entry in
            let sources = entry.appendingPathComponent("src")
            for (name, data) in files + macroFiles + combineFiles {
                let url = sources.appendingPathComponent(name)
                try FileSystem.createDirectory(url.deletingLastPathComponent())
                try data.write(to: url)
            }
            try FileSystem.createDirectory(build.modules)
            func paths(_ files: [(String, Data)]) -> [String] {
                files.map { sources.appendingPathComponent($0.0).path }
            }
            // MiniUI as SwiftPM just built it for the runner, when nothing could differ: then only the library is
            // linked (``PackageBuiltMiniUI``).
            if let record = await self.adoptPackageBuiltMiniUI(
                into: build, toolchain: toolchain, files: names, companions: companionNames)
            {
                return record
            }
            // The entry's compiles, in order; the first that fails is the entry's record. All compile the kit's own
            // code, so the learner's compile limit does not apply.
            var steps: [(arguments: [String], reads: [URL])] = [
                (
                    [
                        "-parse-as-library", "-wmo", "-module-name", "MiniUI", "-package-name", CheckEngine.packageName,
                        "-emit-module", "-emit-module-path",
                        build.modules.appendingPathComponent("MiniUI.swiftmodule").path, "-c", "-o", build.object.path,
                    ] + paths(files), []
                )
            ]
            // The program that expands MiniUI's macros for the code that uses them (see ``MiniUIBuild/macros``).
            if !macroFiles.isEmpty {
                steps.append(
                    (
                        ["-module-name", "MiniUIMacros", "-o", build.macros.path] + paths(macroFiles)
                            + self.linkerFlags(toolchain), [entry]
                    ))
            }
            // Linux's stand-in for Combine, a module that re-exports MiniUI: only its interface is needed.
            if !combineFiles.isEmpty {
                steps.append(
                    (
                        [
                            "-parse-as-library", "-module-name", "Combine", "-I", build.modules.path, "-emit-module",
                            "-emit-module-path", build.modules.appendingPathComponent("Combine.swiftmodule").path,
                        ] + paths(combineFiles), [entry]
                    ))
            }
            // The shared library every check program links (see ``MiniUIBuild``).
            steps.append(
                (
                    MiniUIBuild.libraryFlags(objects: [build.object], library: build.library)
                        + self.linkerFlags(toolchain), [entry]
                ))
            var last: ProcessOutcome?
            for step in steps {
                let outcome = try await self.compile(
                    toolchain, step.arguments, product: .miniUI,
                    limit: max(self.options.compileTimeLimit, CheckEngine.miniUITimeLimit), reads: step.reads,
                    writes: [entry])
                last = outcome
                guard outcome.succeeded else { break }
            }
            return EntryRecord(
                succeeded: last?.succeeded ?? false, diagnostics: last.map(self.compilerText) ?? "", seconds: 0)
        }
        guard record.succeeded else {
            let text = Diagnostics.remap(
                record.diagnostics, [(build.sources.path + "/", Kit.miniUIFolder + "/"), (kit.root.path + "/", "")])
            throw EngineError.miniUIDoesNotCompile(
                Diagnostics.summarize(text, firstPrefixes: [Kit.miniUIFolder + "/"], limit: 5).output)
        }
        await state.remember(build, signature: signature)
        try? FileSystem.writeAtomically(Data(hash.utf8), to: stamp)
        return (toolchain, build)
    }

    /// Adopts MiniUI from the build folder the runner came from (``PackageBuiltMiniUI``) into `build`'s entry and
    /// links its library: the entry's record, or nil (the entry emptied again) when there is nothing to adopt or a
    /// step fails, so that the caller compiles MiniUI itself. Never when grading: a sandboxed compile reads only
    /// the entry.
    func adoptPackageBuiltMiniUI(
        into build: MiniUIBuild, toolchain: Toolchain, files: [String], companions: [String]
    ) async -> EntryRecord? {
        guard options.sandbox == nil,
            let folder = options.packageBuildFolder ?? PackageBuiltMiniUI.runningProgramsFolder
        else { return nil }
        var companionFiles: [String: [String]] = [:]
        for companion in CheckEngine.miniUICompanions {
            let prefix = CheckEngine.companionPrefix(companion)
            let name = URL(fileURLWithPath: companion).lastPathComponent
            companionFiles[name] = companions.filter { $0.hasPrefix(prefix) }.map {
                kit.url(companion).appendingPathComponent(String($0.dropFirst(prefix.count))).path
            }
        }
        guard
            let adopted = PackageBuiltMiniUI.find(
                in: folder, miniUIFiles: files.map { kit.url(Kit.miniUIFolder).appendingPathComponent($0).path },
                companions: companionFiles, compilerVersion: toolchain.version)
        else { return nil }
        do {
            try adopted.install(into: build)
            #if os(Linux)
                // The system libraries MiniUI's objects ask for, which programs linked against the library name
                // themselves (``MiniUIBuild/autolinkedLibraries``).
                let extract = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath()
                    .deletingLastPathComponent().appendingPathComponent("swift-autolink-extract").path
                let autolink = build.entry.appendingPathComponent("MiniUI.autolink")
                let listed = try await Subprocess.run(
                    extract, adopted.objects.map(\.path) + ["-o", autolink.path], environment: options.environment,
                    timeLimit: CheckEngine.miniUITimeLimit, outputLimit: 1 << 20)
                guard listed.succeeded, let text = FileSystem.readText(autolink) else { throw CacheVanished() }
                var seen = Set<String>()
                let unique = text.split(whereSeparator: \.isNewline).map(String.init).filter {
                    seen.insert($0).inserted
                }
                try FileSystem.writeAtomically(Data((unique.joined(separator: "\n") + "\n").utf8), to: autolink)
            #endif
            let linked = try await compile(
                toolchain,
                MiniUIBuild.libraryFlags(objects: adopted.objects, library: build.library)
                    + linkerFlags(toolchain),
                product: .miniUI, limit: max(options.compileTimeLimit, CheckEngine.miniUITimeLimit), reads: [],
                writes: [build.entry])
            guard linked.succeeded else { throw CacheVanished() }
            return EntryRecord(succeeded: true, diagnostics: "", seconds: 0)
        } catch {
            for leftover in [build.modules, build.library, build.entry.appendingPathComponent("MiniUI.autolink")] {
                FileSystem.remove(leftover)
            }
            try? FileSystem.createDirectory(build.modules)
            return nil
        }
    }

    // MARK: - Exercise modules

    /// The exercise's module compiled from `sources` (or the reason it does not compile), cached by content.
    func exerciseBuild(_ exercise: Exercise, sources: ExerciseSources) async throws -> CheckBuilds {
        ensureTemporaryFolder()
        let (toolchain, miniUI) = try await miniUI()
        let moduleName = exercise.moduleName
        var hasher = SHA256()
        hasher.update(field: "exercise-v2")
        hasher.update(field: toolchain.version)
        hasher.update(field: toolchain.commonFlags.joined(separator: " "))
        hasher.update(field: miniUI.hash)
        hasher.update(field: moduleName)
        for file in sources.files {
            hasher.update(field: file.name)
            hasher.update(field: file.contents)
        }
        let hash = String(hasher.finalizeHex().prefix(20))
        let entry = cacheFolder.appendingPathComponent("exercises/\(moduleName)/\(hash)")
        let record = try await ensureEntry(entry, product: .exercise(moduleName), keep: 4) { entry in
            let build = ExerciseModuleBuild(
                hash: hash, moduleName: moduleName, entry: entry,
                record: EntryRecord(succeeded: false, diagnostics: "", seconds: 0))
            for file in sources.files {
                let url = build.sources.appendingPathComponent(file.name)
                try FileSystem.createDirectory(url.deletingLastPathComponent())
                try file.contents.write(to: url)
            }
            try FileSystem.createDirectory(build.modules)
            let outcome: ProcessOutcome
            // Through the driver's jobs, asked once per number of files (``DriverJobs``): the paths of this build
            // are placeholders. One job emits the module and the object (the driver would otherwise type-check the
            // module a second time in a job of its own to emit the module).
            let inputs = sources.files.indices.map { DriverJobs.input($0, ext: "swift") }
            var placeholders = [
                DriverJobs.path("MINIUI"): miniUI.modules.path, DriverJobs.path("ENTRY"): entry.path,
                DriverJobs.temporary: entry.appendingPathComponent("jobs").path, DriverJobs.moduleName: moduleName,
            ]
            for (input, file) in zip(inputs, sources.files) {
                placeholders[input] = build.sources.appendingPathComponent(file.name).path
            }
            do {
                outcome = try await self.compile(
                    toolchain,
                    [
                        "-parse-as-library", "-wmo", "-no-emit-module-separately-wmo", "-enable-testing", "-g",
                        "-module-name", DriverJobs.moduleName, "-package-name", CheckEngine.packageName, "-I",
                        DriverJobs.path("MINIUI"), "-emit-module", "-emit-module-path",
                        DriverJobs.path("ENTRY") + "/Modules/\(DriverJobs.moduleName).swiftmodule", "-c", "-o",
                        DriverJobs.path("ENTRY") + "/\(DriverJobs.moduleName).o",
                    ] + miniUI.macroFlags(modulesPath: DriverJobs.path("MINIUI")) + inputs,
                    product: .exercise(moduleName), reads: [miniUI.entry], writes: [entry],
                    placeholders: placeholders,
                    followers: self.followers(
                        of: exercise,
                        build: CheckBuilds(
                            toolchain: toolchain, miniUI: miniUI,
                            exercise: ExerciseModuleBuild(
                                hash: hash, moduleName: moduleName, entry: entry,
                                record: EntryRecord(succeeded: true, diagnostics: "", seconds: 0)))))
            } catch EngineError.compilerTimedOut(let limit, let partial) {
                // The learner's paths in what the compiler printed before it was stopped.
                let mapping = sources.files.map {
                    (from: build.sources.appendingPathComponent($0.name).path, to: $0.displayPath)
                }
                throw EngineError.compilerTimedOut(limitSeconds: limit, partial: Diagnostics.remap(partial, mapping))
            }
            FileSystem.remove(entry.appendingPathComponent("jobs"))
            if !outcome.succeeded, !FileSystem.exists(miniUI.entry.appendingPathComponent("done.json")) {
                // MiniUI vanished from the cache during the compile: not the learner's error, and not a
                // result to remember.
                throw CacheVanished()
            }
            return EntryRecord(succeeded: outcome.succeeded, diagnostics: self.compilerText(outcome), seconds: 0)
        }
        return CheckBuilds(
            toolchain: toolchain, miniUI: miniUI,
            exercise: ExerciseModuleBuild(hash: hash, moduleName: moduleName, entry: entry, record: record))
    }

    // MARK: - Cache entries

    /// Returns the record of a complete entry, building it first if needed. The build runs under a file
    /// lock (so two processes never write one entry) into the entry folder, and `done.json` is written
    /// last by rename. If the cache folder disappears during the build, the build is retried once.
    func ensureEntry(
        _ entry: URL, product: BuildProduct, keep: Int,
        build: @escaping @Sendable (URL) async throws -> EntryRecord
    ) async throws -> EntryRecord {
        let done = entry.appendingPathComponent("done.json")
        if let record = readRecord(done) {
            FileSystem.touch(done)
            emit(.reused(product))
            return record
        }
        return try await state.entries.value(for: entry.path) {
            var lastError: Error?
            for _ in 0..<2 {
                do {
                    let lockURL = entry.deletingLastPathComponent().appendingPathComponent(
                        "\(entry.lastPathComponent).lock")
                    let lock = try await offload { try FileLock(lockURL) }
                    defer { lock.unlock() }
                    if let record = self.readRecord(done) {
                        self.emit(.reused(product))
                        return record
                    }
                    FileSystem.remove(entry)
                    try FileSystem.createDirectory(entry)
                    self.emit(.compiling(product))
                    let start = Subprocess.now()
                    var record = try await build(entry)
                    record.seconds = Subprocess.now() - start
                    record.products = FileSystem.filesRecursively(entry).filter { !$0.hasPrefix("src/") }
                    guard FileSystem.isDirectory(entry) else {
                        throw EngineError.cache("\(entry.path) disappeared while it was being built")
                    }
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                    try FileSystem.writeAtomically(try encoder.encode(record), to: done)
                    self.emit(.compiled(product, seconds: record.seconds, succeeded: record.succeeded))
                    self.prune(entry.deletingLastPathComponent(), keep: keep, except: entry)
                    return record
                } catch is CancellationError {
                    throw CancellationError()
                } catch let vanished as CacheVanished {
                    // The cache was deleted under the build (what it reads went with it): the caller starts over
                    // from MiniUI, as a check does (``CheckEngine/check(_:sources:)``).
                    throw vanished
                } catch EngineError.compilerTimedOut(let limit, let partial) {
                    // Trying again would only wait as long once more.
                    throw EngineError.compilerTimedOut(limitSeconds: limit, partial: partial)
                } catch EngineError.machine(let fault) {
                    // The entry vanished under the compiler (the cache was deleted): once more. Any other
                    // fault of the machine would only happen again at once.
                    if case .inputOutput = fault, !FileSystem.isDirectory(entry) {
                        lastError = EngineError.machine(fault)
                        continue
                    }
                    throw EngineError.machine(fault)
                } catch {
                    if let fault = self.machineError(error), case .machine = fault, FileSystem.isDirectory(entry) {
                        throw fault
                    }
                    lastError = error
                }
            }
            if let error = lastError as? EngineError { throw error }
            throw EngineError.cache("cannot build \(entry.path): \(lastError.map { String(describing: $0) } ?? "")")
        }
    }

    /// The record of a complete entry: its `done.json`, when every product it names is still there.
    func readRecord(_ done: URL) -> EntryRecord? {
        guard let data = FileManager.default.contents(atPath: done.path),
            let record = try? JSONDecoder().decode(EntryRecord.self, from: data),
            record.productsExist(in: done.deletingLastPathComponent())
        else { return nil }
        return record
    }

    /// Keeps the `keep` most recently used entries of a group folder. Older ones are deleted only when
    /// unused for half an hour: another check (in this process or another) may be using them right now.
    func prune(_ group: URL, keep: Int, except: URL) {
        let entries = FileSystem.subfolders(group).map { group.appendingPathComponent($0) }.filter {
            $0.lastPathComponent != except.lastPathComponent
        }
        var complete: [(URL, Date)] = []
        for entry in entries {
            let done = entry.appendingPathComponent("done.json")
            if FileSystem.exists(done) {
                complete.append((entry, FileSystem.modificationDate(done)))
            } else if FileSystem.modificationDate(entry) < Date(timeIntervalSinceNow: -3600) {
                FileSystem.remove(entry)
            }
        }
        let unused = Date(timeIntervalSinceNow: -1800)
        for (entry, date) in complete.sorted(by: { $0.1 > $1.1 }).dropFirst(max(0, keep - 1)) where date < unused {
            FileSystem.remove(entry)
            FileSystem.remove(group.appendingPathComponent("\(entry.lastPathComponent).lock"))
        }
    }
}
