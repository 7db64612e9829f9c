import Foundation

/// Turning what the engine found into a ``Verdict``: the outcome, the evidence, the file and the next step.
extension CheckEngine {
    func baseVerdict(_ exercise: Exercise, origin: String, start: Double) -> Verdict {
        Verdict(
            exerciseID: exercise.id, exercisePath: exercise.path, title: exercise.title(options.language),
            source: origin, outcome: .passed, evidence: .passed(checks: 0), fileToEdit: nil, line: nil,
            next: .moveOn, lessonPath: exercise.lessonPath(options.language), checks: [],
            seconds: Subprocess.now() - start)
    }

    func refusedVerdict(_ exercise: Exercise, refusal: SourceRefusal, origin: String, start: Double) -> Verdict {
        var verdict = baseVerdict(exercise, origin: origin, start: start)
        verdict.outcome = .refused
        verdict.evidence = .refused(refusal)
        verdict.fileToEdit = refusal.path
        verdict.next = .fixRefusedPath(refusal)
        return verdict
    }

    /// The cache folder as people know it: relative to the kit when inside it.
    var cacheFolderShown: String {
        let path = kit.relativePath(cacheFolder)
        return path.isEmpty ? cacheFolder.path : path
    }

    /// A folder named by the system, as people know it: inside the cache, the cache folder as configured.
    func folderShown(_ path: String) -> String {
        if path.isEmpty || path == cacheFolder.path || path.hasPrefix(cacheFolder.path + "/") {
            return cacheFolderShown
        }
        return path
    }

    /// Compiler output with the cache's absolute paths made relative to the kit's root or the cache as shown.
    func remapCache(_ text: String) -> String {
        Diagnostics.remap(text, [(cacheFolder.path + "/", cacheFolderShown + "/"), (kit.root.path + "/", "")])
    }

    func cannotCheckVerdict(_ exercise: Exercise, problem: EngineProblem, origin: String, start: Double) -> Verdict {
        var verdict = baseVerdict(exercise, origin: origin, start: start)
        verdict.outcome = .cannotCheck
        verdict.evidence = .cannotCheck(problem)
        switch problem {
        case .compiler: verdict.next = .installToolchain
        case .miniUIDoesNotCompile: verdict.next = .restoreMiniUI
        case .cacheUnusable: verdict.next = .clearCache(folder: cacheFolderShown)
        case .cacheDeleted, .cancelled: verdict.next = .checkAgain
        case .compilerTimedOut(_, let partial):
            // The diagnostics printed before the stop name the slow place, when they point into a file.
            if let first = Diagnostics.parse(partial.text).first(where: { $0.file?.hasSuffix(".swift") == true }),
                let file = first.file
            {
                verdict.fileToEdit = file
                verdict.line = first.line
                verdict.next = .speedUpCompile(file: file, line: first.line)
            } else {
                verdict.next = .checkAgain
            }
        case .machine(let fault):
            switch fault {
            case .diskFull(let folder): verdict.next = .freeSpace(folder: folder)
            case .notWritable(let folder, _): verdict.next = .makeWritable(folder: folder)
            case .killedBySignal, .inputOutput: verdict.next = .checkAgain
            }
        case .noChecks(let folder): verdict.next = .addChecks(folder: folder)
        case .checkUnusable(_, let path, _): verdict.next = .fixKitCheck(path: path)
        }
        return verdict
    }

    func cannotCheckVerdict(_ exercise: Exercise, error: EngineError, origin: String, start: Double) -> Verdict {
        let problem: EngineProblem
        switch error {
        case .compiler(let compiler): problem = .compiler(compiler)
        case .miniUIDoesNotCompile(let output): problem = .miniUIDoesNotCompile(output)
        case .compilerTimedOut(let limit, let partial):
            problem = .compilerTimedOut(
                limitSeconds: limit, partial: Diagnostics.summarize(remapCache(partial), firstPrefixes: []).output)
        case .machine(let fault): problem = .machine(fault)
        case .cache(let reason): problem = .cacheUnusable(folder: cacheFolderShown, reason: reason)
        case .cancelled: problem = .cancelled
        }
        return cannotCheckVerdict(exercise, problem: problem, origin: origin, start: start)
    }

    func doesNotCompileVerdict(_ exercise: Exercise, sources: ExerciseSources, build: CheckBuilds, start: Double)
        -> Verdict
    {
        var verdict = baseVerdict(exercise, origin: sources.origin, start: start)
        let text = remap(build.exercise.diagnostics, sources: sources, build: build)
        let paths = sources.files.map(\.displayPath)
        let summary = Diagnostics.summarize(text, firstPrefixes: paths + [sources.displayFolder + "/"])
        verdict.outcome = .doesNotCompile
        verdict.evidence = .doesNotCompile(summary.output)
        if let first = summary.first, let file = first.file, paths.contains(file) {
            verdict.fileToEdit = file
            verdict.line = first.line
        } else {
            verdict.fileToEdit = sources.mainFile?.displayPath ?? sources.displayFolder
        }
        verdict.next = .fixCompileError(file: verdict.fileToEdit ?? sources.displayFolder, line: verdict.line)
        return verdict
    }

    func verdict(_ exercise: Exercise, sources: ExerciseSources, results: [CheckResult], start: Double) -> Verdict {
        var verdict = baseVerdict(exercise, origin: sources.origin, start: start)
        verdict.checks = results
        if results.isEmpty {
            return cannotCheckVerdict(
                exercise, problem: .noChecks(folder: exercise.checksFolder), origin: sources.origin, start: start)
        }
        for result in results {
            let problem: EngineProblem
            switch result.failure {
            case .compilerTimedOut(let limit, let partial)?:
                problem = .compilerTimedOut(limitSeconds: limit, partial: partial)
            case .machine(let fault)?: problem = .machine(fault)
            default: continue
            }
            var stopped = cannotCheckVerdict(exercise, problem: problem, origin: sources.origin, start: start)
            stopped.checks = results
            return stopped
        }
        if let invalid = results.first(where: { $0.status == .invalid }) {
            var unusable = cannotCheckVerdict(
                exercise,
                problem: .checkUnusable(
                    name: invalid.name, path: invalid.path, failure: invalid.failure ?? .unreadableCheck),
                origin: sources.origin, start: start)
            unusable.checks = results
            return unusable
        }
        let failures = results.filter { !$0.passed }
        guard let failure = failures.first else {
            verdict.evidence = .passed(checks: results.count)
            return verdict
        }
        verdict.evidence = .checkFailed(failure, otherFailures: failures.count - 1)
        let file = failure.fileToEdit ?? sources.mainFile?.displayPath ?? sources.displayFolder
        verdict.fileToEdit = file
        verdict.line = failure.line
        switch failure.status {
        case .timedOut:
            verdict.outcome = .timedOut
            verdict.next = .endTheLoop(file: file)
        case .crashed:
            verdict.outcome = .crashed
            if case .crashed(let crash) = failure.failure, let function = crash.shouldStopThrough {
                verdict.next = .stopThrough(function: function, file: file, line: failure.line)
            } else if case .crashed(let crash) = failure.failure, crash.likelyStackOverflow, crash.messages.isEmpty {
                verdict.next = .endTheRecursion(file: file, line: failure.line)
            } else {
                verdict.next = .handleTheCrash(file: file, line: failure.line)
            }
        case .printedTooMuch:
            verdict.outcome = .printedTooMuch
            verdict.next = .stopThePrinting(file: file)
        default:
            verdict.outcome = .checkFailed
            switch (failure.kind, failure.failure) {
            case (_, .forbiddenWarning?):
                verdict.next = .heedWarning(file: file, line: failure.line)
            case (.rejects, _):
                verdict.next = .makeCompilerRefuse(file: file, line: failure.line, checkPath: failure.path)
            case (.runs, .wrongOutput?):
                verdict.next = .fixOutput(file: file, line: failure.line, checkPath: failure.path)
            default:
                verdict.next = .makeCheckCompile(file: file, line: failure.line, checkPath: failure.path)
            }
        }
        return verdict
    }
}

extension CheckEngine {
    /// Grades one exercise of a learner's checkout. An exercise whose files are byte for byte the kit's starter
    /// (`Sources/Exercises` of the grading kit, given files as the kit's copy) was not attempted: it is not run, scores
    /// nothing and shows no misconception, however much an untouched starter's failure looks like a listed wrong
    /// answer's.
    public func grade(_ exercise: Exercise, checkout: URL) async -> Verdict {
        let start = Subprocess.now()
        let limits = SourceLimits(maxFileSize: options.maxSourceFileSize)
        if case .success(let learner) = SourceLoader.load(exercise, from: .checkout(checkout), kit: kit, limits: limits),
            case .success(let starter) = SourceLoader.load(exercise, from: .exercises, kit: kit, limits: limits),
            learner.files.map({ [$0.name: $0.contents] }) == starter.files.map({ [$0.name: $0.contents] })
        {
            var verdict = baseVerdict(exercise, origin: learner.origin, start: start)
            verdict.outcome = .notAttempted
            verdict.evidence = .notAttempted
            verdict.next = .attempt(folder: learner.displayFolder)
            return verdict
        }
        return await check(exercise, from: .checkout(checkout))
    }

    /// Grades every exercise of a checkout in parallel (``grade(_:checkout:)``), in the order of `exercises`.
    public func gradeAll(_ exercises: [Exercise], checkout: URL) async -> [Verdict] {
        await exercises.concurrentMap { await self.grade($0, checkout: checkout) }
    }
}
