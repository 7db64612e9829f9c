import Digest
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CheckEngine {
    // MARK: - Paths people know

    /// Absolute paths in compiler and crash output → the paths a learner knows.
    /// `extra` maps further paths (a check's compiled copy) in the same pass, before the kit's root and the
    /// cache folder are shortened.
    func remap(
        _ text: String, sources: ExerciseSources, build: CheckBuilds, extra: [(from: String, to: String)] = []
    ) -> String {
        var mapping: [(from: String, to: String)] = extra
        mapping += sources.files.map {
            (build.exercise.sources.appendingPathComponent($0.name).path, $0.displayPath)
        }
        mapping += [
            (build.exercise.sources.path + "/", sources.displayFolder + "/"),
            (build.miniUI.sources.path + "/", Kit.miniUIFolder + "/"),
            (kit.root.path + "/", ""),
        ]
        // The compiler records some files of a module by a path relative to where it ran (the kit's root), and
        // backtraces print them so: map that form of the exercise's copy too.
        let root = kit.root.path + "/"
        if build.exercise.sources.path.hasPrefix(root) {
            let relative = String(build.exercise.sources.path.dropFirst(root.count))
            mapping += sources.files.map { ("\(relative)/\($0.name)", $0.displayPath) }
        }
        mapping.append((cacheFolder.path + "/", cacheFolderShown + "/"))
        return Diagnostics.remap(text, mapping)
    }

    /// The compiler's warnings about the learner's own files when it compiled the exercise, each once.
    func learnerWarnings(_ build: CheckBuilds, sources: ExerciseSources) -> [LearnerWarning] {
        Diagnostics.warnings(
            in: remap(build.exercise.diagnostics, sources: sources, build: build),
            files: Set(sources.files.map(\.displayPath)))
    }

    // MARK: - Running checks

    func runChecks(_ checks: [CheckFile], of exercise: Exercise, sources: ExerciseSources, build: CheckBuilds)
        async -> [CheckResult]
    {
        await checks.concurrentMap { check in
            let result = await self.runCheck(check, of: exercise, sources: sources, build: build)
            // A check that passed on its own data is judged again on the grade's variants (none outside a grade).
            guard result.passed, check.kind == .runs, check.varies != nil, !self.options.variantSeeds.isEmpty else {
                return result
            }
            return await self.runVariants(check, of: exercise, sources: sources, build: build) ?? result
        }
    }

    func runCheck(
        _ catalogCheck: CheckFile, of exercise: Exercise, sources: ExerciseSources, build: CheckBuilds,
        variant: VariantRequest? = nil
    ) async -> CheckResult {
        let start = Subprocess.now()
        // Read the file once and judge by what was read (its header may have changed since the catalog was read).
        let contents = FileManager.default.contents(atPath: kit.url(catalogCheck.path).path)
        let check =
            contents.map {
                CheckFile(
                    name: catalogCheck.name, path: catalogCheck.path, contents: String(decoding: $0, as: UTF8.self))
            } ?? catalogCheck
        var result = CheckResult(
            name: check.name, path: check.path, kind: check.kind, status: .failed, failure: nil, output: nil,
            expectedOutput: variant.map { $0.expected ?? "" } ?? check.expectedOutput, fileToEdit: nil, line: nil,
            seconds: 0)
        guard check.isValid, let kind = check.kind else {
            result.status = .invalid
            result.failure = .invalidCheck(problems: check.problems)
            return result
        }
        guard let contents else {
            result.status = .invalid
            result.failure = .unreadableCheck
            return result
        }
        var hasher = SHA256()
        hasher.update(field: "result-v9")
        hasher.update(field: build.exercise.hash)
        hasher.update(field: kind.rawValue)
        hasher.update(field: check.name)
        hasher.update(field: contents)
        hasher.update(field: sources.displayFolder)
        for file in sources.files { hasher.update(field: file.displayPath) }
        // The place a failure names depends on the reference solution's lines too (``LearnerPlace``).
        let solution = kit.url(exercise.solutionFolder)
        for file in sources.files {
            hasher.update(field: FileSystem.readText(solution.appendingPathComponent(file.name)) ?? "")
        }
        hasher.update(field: "\(build.toolchain.supportsVerifyIgnoreUnrelated)")
        hasher.update(field: "\(timeLimit(of: check)) \(options.outputLimit)")
        // A verdict reached outside the sandbox is never a sandboxed grade's (the program saw the grader's files and
        // environment), nor the other way round.
        hasher.update(field: options.sandbox == nil ? "unconfined" : "sandboxed")
        if let variant {
            hasher.update(field: "variant \(variant.seed)")
            hasher.update(field: variant.expected ?? "(the reference's own run)")
        }
        let key = String(hasher.finalizeHex().prefix(24))
        let resultURL = cacheFolder.appendingPathComponent("results/\(exercise.moduleName)/\(key).json")
        if options.reuseResults, let data = FileManager.default.contents(atPath: resultURL.path),
            let cached = try? JSONDecoder().decode(CheckResult.self, from: data)
        {
            return cached
        }
        let initial = result
        do {
            result =
                try await state.results.value(for: key) {
                    switch kind {
                    case .compiles, .rejects:
                        return try await self.typecheck(
                            check, kind: kind, contents: contents, result: initial, exercise: exercise,
                            sources: sources, build: build)
                    case .runs:
                        return try await self.runProgram(
                            check, contents: contents, result: initial, exercise: exercise, sources: sources,
                            build: build, variant: variant)
                    }
                }
        } catch EngineError.compilerTimedOut(let limit, let partial) {
            result.status = .invalid
            result.failure = .compilerTimedOut(
                limitSeconds: limit,
                partial: Diagnostics.summarize(remap(partial, sources: sources, build: build), firstPrefixes: [])
                    .output)
            return result
        } catch EngineError.machine(let fault) {
            result.status = .invalid
            result.failure = .machine(fault)
            return result
        } catch {
            result.status = .invalid
            result.failure = .engineFailed(String(describing: error))
            return result
        }
        if result.passed, !check.failingWarnings.isEmpty {
            let forbidden = learnerWarnings(build, sources: sources).filter { warning in
                check.failingWarnings.contains { warning.message.contains($0) }
            }
            if let first = forbidden.first {
                result.status = .failed
                result.failure = .forbiddenWarning(forbidden)
                result.fileToEdit = first.file
                result.line = first.line
            }
        }
        result.seconds = Subprocess.now() - start
        if options.reuseResults && result.status != .timedOut && build.stillExists {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            if let data = try? encoder.encode(result) {
                try? FileSystem.writeAtomically(data, to: resultURL)
                pruneResults(resultURL.deletingLastPathComponent())
            }
        }
        return result
    }

    func pruneResults(_ folder: URL) {
        let names = FileSystem.files(folder).filter { $0.hasSuffix(".json") }
        guard names.count > 200 else { return }
        let dated = names.map { folder.appendingPathComponent($0) }.map { ($0, FileSystem.modificationDate($0)) }
        for (url, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(100) { FileSystem.remove(url) }
    }

    /// A `compiles` or `rejects` check's compile: the driver's words with placeholders for the paths (so that the
    /// frontend's words are asked of the driver once, ``FrontendCommand``), their values, and the folders it reads.
    func typecheckCommand(_ check: CheckFile, kind: CheckKind, build: CheckBuilds) -> (
        arguments: [String], placeholders: [String: String], reads: [URL]
    ) {
        let placeholders = [
            FrontendCommand.placeholder("MINIUI"): build.miniUI.modules.path,
            FrontendCommand.placeholder("EXERCISE"): build.exercise.modules.path,
            FrontendCommand.input: kit.url(check.path).path,
        ]
        var arguments = compilerWords(
            "-typecheck", toolchain: build.toolchain, miniUI: build.miniUI,
            modules: [FrontendCommand.placeholder("MINIUI"), FrontendCommand.placeholder("EXERCISE")],
            verify: kind == .rejects)
        arguments.append(FrontendCommand.input)
        return (
            arguments, placeholders,
            [build.miniUI.entry, build.exercise.entry, kit.url(check.path).deletingLastPathComponent()]
        )
    }

    /// The words of a compile against the kit's MiniUI (`action`: `-typecheck`, or `-emit-sil` for what only later
    /// passes diagnose), with the module folders `modules` (MiniUI's first, then an exercise's) and, when `verify`,
    /// `-verify`: the compiler then checks that the file's `// expected-error {{…}}` markers are what it says, and
    /// says nothing else (ignoring notes that point into MiniUI where the compiler can). `rejects` checks and the
    /// snippets behind the lessons' quoted diagnostics (``verifyQuotedDiagnostics(_:)``) compile so.
    func compilerWords(_ action: String, toolchain: Toolchain, miniUI: MiniUIBuild, modules: [String], verify: Bool)
        -> [String]
    {
        var arguments = [action, "-package-name", CheckEngine.packageName]
        for folder in modules { arguments += ["-I", folder] }
        arguments += miniUI.macroFlags(modulesPath: modules[0])
        if verify {
            arguments += ["-Xfrontend", "-verify"]
            if toolchain.supportsVerifyIgnoreUnrelated {
                arguments += ["-Xfrontend", "-verify-ignore-unrelated"]
            }
        }
        return arguments
    }

    /// `compiles` and `rejects` checks: `swiftc -typecheck` (with `-verify` for rejects) against the modules, through
    /// the frontend directly when it can (``FrontendCommand``).
    func typecheck(
        _ check: CheckFile, kind: CheckKind, contents: Data, result: CheckResult, exercise: Exercise,
        sources: ExerciseSources, build: CheckBuilds
    ) async throws -> CheckResult {
        var result = result
        // A compiles check that compiled in its exercise's group (``CheckGroup``) compiles.
        let group = kind == .compiles ? try await checkGroup(of: exercise, build: build) : nil
        if let group, group.program != nil, group.members[check.name] != nil {
            result.status = .passed
            return result
        }
        let command = typecheckCommand(check, kind: kind, build: build)
        let outcome = try await compile(
            build.toolchain, command.arguments, product: .check(exercise.moduleName, check: check.name),
            reads: command.reads, placeholders: command.placeholders)
        let text = remap(compilerText(outcome), sources: sources, build: build)
        if outcome.succeeded {
            if kind == .compiles { compiledAlone(check, contents: contents, in: group, of: exercise, build: build) }
            result.status = .passed
            return result
        }
        let compiler = Diagnostics.summarize(text, firstPrefixes: [check.path], limit: kind == .rejects ? 5 : 3).output
        pointAtLearnerFile(&result, in: text, check: check, exercise: exercise, sources: sources)
        let mismatches = kind == .rejects ? Diagnostics.verifyMismatches(in: text, checkPath: check.path) : []
        if kind == .compiles {
            result.failure = .doesNotCompile(compiler)
        } else if mismatches.contains(where: { $0.produced != nil }) {
            result.failure = .refusedForAnotherReason(compiler, mismatches: mismatches)
        } else if text.contains("expected error not produced") {
            result.failure = .misuseAccepted(compiler)
        } else if text.contains("incorrect message found") {
            result.failure = .otherError(compiler)
        } else {
            result.failure = .verificationFailed(
                compiler,
                compilerLacksIgnoreUnrelated: !build.toolchain.supportsVerifyIgnoreUnrelated
                    && text.contains("unexpected note produced"))
        }
        return result
    }

    /// On Linux, the toolchain's own `lld` when it ships one: it links a check program in less time than the
    /// system's `gold`, which the driver picks otherwise.
    func linkerFlags(_ toolchain: Toolchain) -> [String] {
        #if os(Linux)
            if FileManager.default.isExecutableFile(atPath: toolchain.root + "/usr/bin/ld.lld") {
                return ["-use-ld=lld"]
            }
        #endif
        return []
    }

    /// `runs` checks: link a program from the check and the exercise against MiniUI's shared library (cached), then
    /// run it. The exercise's runs checks are one program when they can be (``CheckGroup``), run once for each;
    /// a check that cannot is a program of its own (``checkProgram(name:contents:exercise:build:)``).
    func runProgram(
        _ check: CheckFile, contents: Data, result: CheckResult, exercise: Exercise, sources: ExerciseSources,
        build: CheckBuilds, variant: VariantRequest? = nil
    ) async throws -> CheckResult {
        var result = result
        let program: CheckProgram
        // The function that holds the check's code in its exercise's group, when it is in one.
        let function: String?
        let group = try await checkGroup(of: exercise, build: build)
        if let group, let grouped = group.program, let member = group.members[check.name] {
            program = CheckProgram(
                program: grouped.program, entry: grouped.entry, source: member.source, record: grouped.record)
            function = member.function
        } else {
            program = try await checkProgram(name: check.name, contents: contents, exercise: exercise, build: build)
            function = nil
            if program.record.succeeded {
                compiledAlone(check, contents: contents, in: group, of: exercise, build: build)
            }
        }
        let source = program.source
        let entry = program.entry
        let selected = function.map { [CheckGroup.environmentVariable: $0] } ?? [:]
        let checkMapping: [(from: String, to: String)] = [
            (source.deletingLastPathComponent().path + "/", kit.relativePath(kit.url(check.path)).dropLastComponent())
        ]
        guard program.record.succeeded else {
            let text = remap(program.record.diagnostics, sources: sources, build: build, extra: checkMapping)
            result.failure = .doesNotCompile(Diagnostics.summarize(text, firstPrefixes: [check.path]).output)
            pointAtLearnerFile(&result, in: text, check: check, exercise: exercise, sources: sources)
            return result
        }

        let timeLimit = self.timeLimit(of: check)
        let launcher = await launcher(build.toolchain)
        var programEnvironment = options.environment
        // A short, plain backtrace of the crashed thread on standard error: the verdict names the learner's
        // function and line from it.
        programEnvironment["SWIFT_BACKTRACE"] =
            "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no,"
            + "limit=32,top=8,output-to=stderr"
        // Sets and dictionaries iterate in one order every run: a verdict never depends on the hash seed.
        programEnvironment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        programEnvironment[VariantRun.environmentVariable] = variant.map { "\($0.seed)" }
        programEnvironment.merge(selected) { $1 }
        let environment = programEnvironment
        // The CPU-time limit stops a runaway program even if this process dies before it can kill it; the
        // address-space limit (the sandbox's) makes a runaway allocation the program's crash, rather than
        // the system's out-of-memory killer's SIGKILL, which would read as a fault of the machine.
        let cpuLimit = Int(timeLimit * 2) + 5
        let memoryLimit = Sandbox.Limits().addressSpace / 1024
        let outcome = try await processes.withPermit {
            if let sandbox = self.options.sandbox {
                return try await sandbox.run(
                    program.program.path, readOnly: [entry.path, build.miniUI.entry.path, build.toolchain.root],
                    timeLimit: timeLimit,
                    outputLimit: self.options.outputLimit,
                    extraEnvironment: [
                        "SWIFT_BACKTRACE": environment["SWIFT_BACKTRACE"] ?? "", "SWIFT_DETERMINISTIC_HASHING": "1",
                    ].merging(variant.map { [VariantRun.environmentVariable: "\($0.seed)"] } ?? [:]) { $1 }
                        .merging(selected) { $1 })
            }
            return try await Subprocess.run(
                "/bin/sh",
                [
                    "-c", "ulimit -t \(cpuLimit) 2>/dev/null; ulimit -v \(memoryLimit) 2>/dev/null; exec \"$0\"",
                    program.program.path,
                ],
                environment: environment, timeLimit: timeLimit, outputLimit: self.options.outputLimit,
                launcher: launcher)
        }
        if !outcome.timedOut, !outcome.exceededOutputLimit, case .signaled(let signal) = outcome.termination,
            FaultClassifier.externalSignals.contains(signal)
        {
            // Killed from outside (the OOM killer, a shutdown), not crashed: not the learner's verdict.
            throw EngineError.machine(.killedBySignal(signal: Subprocess.signalName(signal)))
        }
        let grouped = function != nil
        let output = grouped ? CheckGroup.withoutLocalContexts(outcome.outputText) : outcome.outputText
        result.output = String(output.prefix(64 * 1024))
        let errorOutput = grouped ? CheckGroup.withoutLocalContexts(outcome.errorText) : outcome.errorText
        let (data, errorText) = variant != nil ? VariantRun.splitData(errorOutput) : ([], errorOutput)
        if let variant {
            result.variant = VariantRun(seed: variant.seed, varies: check.varies ?? "", data: data)
        }
        let errors = withoutRuntimeNotices(
            remapRuntime(
                errorText, exercise: exercise, check: check, checkCopy: source, sources: sources, build: build))
        if outcome.exceededOutputLimit {
            result.status = .printedTooMuch
            result.failure = .printedTooMuch(limitBytes: options.outputLimit, firstLines: firstLines(output, 8))
        } else if outcome.timedOut || outcome.termination == .signaled(SIGXCPU) {
            result.status = .timedOut
            result.failure = .timedOut(limitSeconds: timeLimit, lastLines: lastLines(output, 8))
        } else if case .signaled(let signal) = outcome.termination {
            result.status = .crashed
            let messages = crashMessages(errors)
            // The exercise's failure function (05.1's `lateinitFailure`) is never the place to change, whichever
            // of its checks stopped through it: the key may stand on one check only.
            let stopFunction = check.stopsThrough ?? exercise.checks.lazy.compactMap(\.stopsThrough).first
            let frame = crashFrame(
                errors, sources: sources, check: check, stopsThrough: stopFunction, givenFiles: exercise.givenFiles)
            var report = CrashReport(
                signal: Subprocess.signalName(signal), messages: messages, frame: frame,
                likelyStackOverflow: signal == SIGSEGV || signal == SIGBUS,
                standardError: messages.isEmpty && frame == nil ? lastLines(withoutBacktrace(errors), 10) : "")
            locateInLearnerFile(
                &result, text: messages.joined(separator: "\n"), sources: sources, givenFiles: exercise.givenFiles)
            if let function = stopFunction, frame == nil, result.fileToEdit != nil,
                stoppedThrough(function, errors, sources: sources)
            {
                // The runtime's message names the failure function's own `fatalError`: not the learner's to change.
                result.fileToEdit = nil
                result.line = nil
            }
            let messagePlace = result.fileToEdit.flatMap { file in result.line.map { (file, $0) } }
            if let frame, sources.files.contains(where: { $0.displayPath == frame.file }) {
                result.fileToEdit = frame.file
                result.line = frame.line
            }
            if let function = check.stopsThrough, let place = messagePlace,
                isOwnStop(file: place.0, line: place.1, sources: sources),
                !stoppedThrough(function, errors, sources: sources)
            {
                report.shouldStopThrough = function
            }
            result.failure = .crashed(report)
        } else if case .exited(let code) = outcome.termination, code != 0 {
            result.failure = .exited(
                status: code, lastLines: errors.isEmpty ? lastLines(output, 10) : lastLines(errors, 15))
            locateInLearnerFile(&result, text: errors, sources: sources, givenFiles: exercise.givenFiles)
        } else if let variant, variant.expected == nil {
            // The reference solution's run of a variant: what it printed is what the learner's must print.
            result.status = .passed
            result.output = output
        } else if OutputComparison.matches(expected: result.expectedOutput ?? "", actual: output) {
            result.status = .passed
        } else {
            let difference = TextDiff.difference(
                expected: OutputComparison.normalizedLines(result.expectedOutput ?? ""),
                actual: OutputComparison.normalizedLines(output))
            let standardError =
                errors.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "" : firstLines(errors, 6)
            result.failure = .wrongOutput(difference: difference, standardError: standardError)
        }
        return result
    }

    /// The innermost frame of the crashed thread in the files the learner edits (else in the check file), never
    /// in a given file. After a stop through the exercise's failure function (a check's `stops-through`), that
    /// function is the kit's and the frame that called it is the wrapper doing its job: the place is the learner's
    /// code that read too early, the next frame out in the learner's files (05.1's `isReady`, or a projection that
    /// reads the wrapped value), else the wrapper's call of the function, never the function itself.
    func crashFrame(
        _ errors: String, sources: ExerciseSources, check: CheckFile, stopsThrough: String? = nil,
        givenFiles: [String] = []
    ) -> CrashReport.Frame? {
        let frames = crashFrames(errors)
        let learnerFiles = Set(sources.files.filter { !givenFiles.contains($0.name) }.map(\.displayPath))
        let isLearner = { (frame: CrashReport.Frame) in learnerFiles.contains(frame.file) }
        if let function = stopsThrough ?? check.stopsThrough,
            let stop = frames.lastIndex(where: { isLearner($0) && $0.function.contains(function) })
        {
            let outside = frames[(stop + 1)...]
            if let wrapper = outside.firstIndex(where: isLearner) {
                return frames[(wrapper + 1)...].first(where: isLearner) ?? frames[wrapper]
            }
            return frames[(stop + 1)...].first { $0.file == check.path }
        }
        return frames.first(where: isLearner) ?? frames.first { $0.file == check.path }
    }

    /// Whether the crashed thread stopped through `function` (a check's `stops-through`) in the learner's files.
    func stoppedThrough(_ function: String, _ errors: String, sources: ExerciseSources) -> Bool {
        let learnerFiles = Set(sources.files.map(\.displayPath))
        return crashFrames(errors).contains { learnerFiles.contains($0.file) && $0.function.contains(function) }
    }

    /// The frames of the crashed thread that name a file and a line, innermost first, read from lines like
    /// `3 [ra] 0x… pick(_:) + 32 in check at Sources/…/File.swift:2:6` (paths already remapped).
    func crashFrames(_ errors: String) -> [CrashReport.Frame] {
        var frames: [CrashReport.Frame] = []
        for line in errors.split(separator: "\n") {
            guard let at = line.range(of: " at ", options: .backwards), let plus = line.range(of: " + "),
                plus.lowerBound < at.lowerBound
            else { continue }
            let location = line[at.upperBound...].split(separator: ":")
            guard location.count >= 3, let number = Int(location[location.count - 2]) else { continue }
            let file = location.dropLast(2).joined(separator: ":")
            let head = line[..<plus.lowerBound]
            guard let address = head.range(of: " 0x") else { continue }
            let afterAddress = head[address.upperBound...].drop(while: { !$0.isWhitespace })
            let function = afterAddress.trimmingCharacters(in: .whitespaces)
            frames.append(CrashReport.Frame(function: function, file: file, line: number))
        }
        return frames
    }

    /// Paths in a program's standard error → paths people know: absolute paths of the cache copies (in
    /// backtraces), and `#fileID`s at the start of a line (`Exercise01_3/File.swift:5: Fatal error`).
    func remapRuntime(
        _ text: String, exercise: Exercise, check: CheckFile, checkCopy: URL, sources: ExerciseSources,
        build: CheckBuilds
    ) -> String {
        let absolute = remap(text, sources: sources, build: build, extra: [(checkCopy.path, check.path)])
        // `#fileID` is `Module/File.swift`, without subfolders.
        var prefixes = sources.files.map { file in
            ("\(exercise.moduleName)/\(file.name.split(separator: "/").last ?? ""):", file.displayPath + ":")
        }
        prefixes.append(("PuzzleCheck/\(check.name).swift:", check.path + ":"))
        return absolute.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            for (from, to) in prefixes where line.hasPrefix(from) {
                return to + line.dropFirst(from.count)
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// The runtime's own words: `Fatal error: …`, `Precondition failed: …`, `Could not cast value of type …`,
    /// with their locations (type metadata addresses left out: they differ on every run).
    func crashMessages(_ errors: String) -> [String] {
        var lines: [String] = []
        for line in errors.split(separator: "\n") where CheckEngine.crashMarkers.contains(where: { line.contains($0) })
        {
            let text = CheckEngine.withoutAddresses(String(line)).trimmingCharacters(in: .whitespaces)
            if !lines.contains(text) { lines.append(text) }
        }
        return Array(lines.prefix(3))
    }

    /// The beginnings of the runtime's messages about why a program stopped.
    static let crashMarkers = [
        "Fatal error", "Precondition failed", "Assertion failed", "fatal error", "Could not cast value of type",
    ]

    /// `'Swift.Int' (0x7f56bdbda698) to 'Swift.String' (0x7f56bdbd7ca0).` → `'Swift.Int' to 'Swift.String'.`
    static func withoutAddresses(_ line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let open = rest.range(of: " (0x") {
            guard let close = rest[open.upperBound...].firstIndex(of: ")"),
                rest[open.upperBound..<close].allSatisfy(\.isHexDigit)
            else { break }
            result += rest[..<open.lowerBound]
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Standard error without the Swift runtime's notes about its own setup (`swift runtime: unable to locate
    /// swift-backtrace; disabling backtracing.`): they depend on the machine, never on the learner's code.
    func withoutRuntimeNotices(_ errors: String) -> String {
        guard errors.contains("swift runtime:") else { return errors }
        return errors.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("swift runtime:") }
            .joined(separator: "\n")
    }

    /// Standard error without the runtime's backtrace report (`*** Program crashed …`, `Thread 0 crashed:`,
    /// frame lists, `Current stack trace:`, `💣 Program crashed`): what the program itself wrote.
    func withoutBacktrace(_ errors: String) -> String {
        var kept: [Substring] = []
        var inFrames = false
        for line in errors.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("***") || trimmed.hasPrefix("Platform:") || trimmed.hasPrefix("Backtrace took")
                || trimmed.hasPrefix("💣") || trimmed == "Current stack trace:" || trimmed == "..."
                || (trimmed.hasPrefix("Thread ") && trimmed.hasSuffix("crashed:"))
            {
                inFrames = trimmed.hasPrefix("Thread ") || trimmed == "Current stack trace:"
                continue
            }
            if inFrames, let first = trimmed.first, first.isNumber { continue }
            // A frame of the runtime's backtrace: `0  0x00007f… __pthread_kill + 268 in libc.so.6`.
            let afterNumber = trimmed.drop(while: \.isNumber).drop(while: \.isWhitespace)
            if afterNumber.count < trimmed.count, afterNumber.hasPrefix("0x") || afterNumber.hasPrefix("[ra]") {
                continue
            }
            if trimmed.isEmpty {
                inFrames = false
                if kept.last.map({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) ?? true { continue }
            }
            kept.append(line)
        }
        return kept.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether the learner's line is a stop of their own: `fatalError(`, `precondition(`, `assert(`…
    func isOwnStop(file: String, line: Int, sources: ExerciseSources) -> Bool {
        guard let source = sources.files.first(where: { $0.displayPath == file }) else { return false }
        let lines = String(decoding: source.contents, as: UTF8.self).components(separatedBy: "\n")
        guard line >= 1, line <= lines.count else { return false }
        let code = lines[line - 1]
        return ["fatalError(", "preconditionFailure(", "precondition(", "assertionFailure(", "assert("].contains {
            code.contains($0)
        }
    }

    /// Finds `path/to/File.swift:12` of one of the files the learner edits (not a given file) in runtime output.
    func locateInLearnerFile(
        _ result: inout CheckResult, text: String, sources: ExerciseSources, givenFiles: [String] = []
    ) {
        for line in text.split(separator: "\n") {
            for file in sources.files where !givenFiles.contains(file.name) {
                guard let range = line.range(of: file.displayPath + ":") else { continue }
                let digits = line[range.upperBound...].prefix(while: \.isNumber)
                if let number = Int(digits) {
                    result.fileToEdit = file.displayPath
                    result.line = number
                    return
                }
            }
        }
    }

    func firstLines(_ text: String, _ count: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = lines.prefix(count).map { Self.clipped($0) }.joined(separator: "\n")
        return lines.count > count ? shown + "\n…" : shown
    }

    func lastLines(_ text: String, _ count: Int) -> String {
        let lines = text.trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false)
        let shown = lines.suffix(count).map { Self.clipped($0) }.joined(separator: "\n")
        return lines.count > count ? "…\n" + shown : shown
    }

    /// A line as a verdict shows it: whole up to 400 characters, else cut at the last space before that and
    /// ended with "…", so that no word is cut in two (a runtime warning naming a long generic type is often
    /// longer than a terminal line, and reads fine wrapped).
    static func clipped(_ line: Substring, limit: Int = 400) -> String {
        guard line.count > limit else { return String(line) }
        let head = line.prefix(limit)
        guard let space = head.lastIndex(of: " "), head.distance(from: head.startIndex, to: space) > limit / 2 else {
            return head + "…"
        }
        return line[..<space] + " …"
    }
}

extension String {
    /// `a/b/c.swift` → `a/b/`.
    func dropLastComponent() -> String {
        guard let slash = lastIndex(of: "/") else { return "" }
        return String(self[...slash])
    }
}

extension CheckEngine {
    /// How long a runs check's program may run: its own `timeout:` or the engine's, at least the machine's floor.
    func timeLimit(of check: CheckFile) -> Double {
        max(check.timeLimit ?? options.timeLimit, options.minimumTimeLimit)
    }
}
