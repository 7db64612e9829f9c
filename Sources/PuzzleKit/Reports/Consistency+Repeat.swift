import Foundation

/// What `dev check --repeat N` measured: how many checks ran how many times, and those whose verdict varied.
public struct RepeatReport: Codable, Sendable, Hashable {
    /// How many times each check ran on each piece of code.
    public var runs: Int
    /// How many (check, code) pairs were repeated: each runs check on the reference solution and on each listed
    /// wrong answer.
    public var pairs: Int
    /// How many check runs that took in all (`pairs × runs`, less those that could not be built).
    public var checkRuns: Int
    /// The pairs whose status or output was not the same in every run.
    public var varying: [VaryingVerdict]

    /// The pairs whose status (passed, failed, crashed…) was not the same in every run: checks that decide by
    /// chance, to be fixed.
    public var varyingVerdicts: [VaryingVerdict] { varying.filter(\.verdictVaried) }
    /// The pairs that ended the same way every time but printed different things: a wrong answer that prints
    /// in hash order, say. The verdict holds; only the difference a learner is shown changes.
    public var varyingOutputs: [VaryingVerdict] { varying.filter { !$0.verdictVaried } }
}

/// One check whose verdict on the same code differed between runs: it depends on chance (hash order, timing…).
public struct VaryingVerdict: Codable, Sendable, Hashable {
    /// The exercise (`01.6`).
    public var exerciseID: String
    /// The check's name.
    public var check: String
    /// The code it ran on: the solution's folder or the wrong answer's folder, relative to the kit root.
    public var source: String
    /// How many runs ended in each status, by the status's raw value (`"passed": 14, "failed": 6`).
    public var statuses: [String: Int]
    /// How many different outputs the runs printed (1 when only the status varied).
    public var outputs: Int

    /// Whether the status itself varied, not only the output.
    public var verdictVaried: Bool { statuses.count > 1 }
}

extension ConsistencyChecker {
    /// Runs every `runs` check of the exercises named (all when `only` is `nil`) `times` times on the reference
    /// solution (a varied check also under each of the kit's seeds) and on each listed wrong answer, each run from scratch (no recorded result is reused), and
    /// reports every check whose status or output was not the same in every run. A varying status is a check
    /// that decides by chance; a varying output with the same status is the code's own (hash order printed by a
    /// wrong answer), reported apart.
    ///
    /// Only `runs` checks are repeated: `compiles` and `rejects` checks are the compiler's answer to the same
    /// files, and no code of the exercise runs in them. The runs of one check on one piece of code follow one
    /// another (at once they would share one run); different checks and pieces of code run in parallel, within
    /// the engine's ``CheckEngine/Options/parallelism``.
    public func repeatVerdicts(only: Set<String>? = nil, times: Int) async -> RepeatReport {
        guard let given = engine, times > 0 else {
            return RepeatReport(runs: times, pairs: 0, checkRuns: 0, varying: [])
        }
        // Every run from scratch: a recorded result would make the runs agree by construction.
        var options = given.options
        options.reuseResults = false
        let engine = CheckEngine(kit: kit, options: options)
        let exercises = kit.exercises.filter { only?.contains($0.id) != false }
        struct Job: Sendable {
            var exercise: Exercise
            var sources: ExerciseSources
            var source: String
            var check: CheckFile
            /// A varied check's reference run under one of the kit's seeds (``variantSeeds``), or `nil`.
            var seed: UInt64? = nil
        }
        var jobs: [Job] = []
        let limits = SourceLimits(maxFileSize: engine.options.maxSourceFileSize)
        for exercise in exercises {
            let checks = exercise.checks.filter { $0.kind == .runs }
            guard !checks.isEmpty,
                case .success(let solution) = SourceLoader.load(exercise, from: .solutions, kit: kit, limits: limits)
            else { continue }
            var variants = [(exercise.solutionFolder, solution)]
            for wrong in exercise.wrongAnswers {
                guard
                    case .success(let overlay) = SourceLoader.loadFolder(
                        kit.url(wrong.path), displayFolder: wrong.path, origin: wrong.path, limits: limits)
                else { continue }
                var files = solution.files.filter { file in !overlay.files.contains { $0.name == file.name } }
                files += overlay.files
                variants.append(
                    (
                        wrong.path,
                        ExerciseSources(files: files, displayFolder: solution.displayFolder, origin: wrong.path)
                    ))
            }
            for (source, sources) in variants {
                for check in checks {
                    jobs.append(Job(exercise: exercise, sources: sources, source: source, check: check))
                }
            }
            // The reference's runs under grading variants: the output every grade takes as expected must not vary.
            for check in checks where check.varies != nil {
                for seed in Self.variantSeeds {
                    jobs.append(
                        Job(
                            exercise: exercise, sources: solution, source: "\(exercise.solutionFolder) (seed \(seed))",
                            check: check, seed: seed))
                }
            }
        }
        let outcomes: [(runs: Int, varying: VaryingVerdict?)] = await jobs.concurrentMap { job in
            guard let build = try? await engine.exerciseBuild(job.exercise, sources: job.sources),
                build.exercise.succeeded
            else { return (0, nil) }
            var statuses: [String: Int] = [:]
            var outputs: Set<String> = []
            for _ in 0..<times {
                let result = await engine.runCheck(
                    job.check, of: job.exercise, sources: job.sources, build: build,
                    variant: job.seed.map { VariantRequest(seed: $0, expected: nil) })
                statuses[result.status.rawValue, default: 0] += 1
                // A crash report names addresses and process ids; its status is what must not vary.
                if result.status != .crashed { outputs.insert(result.output ?? "") }
            }
            guard statuses.count > 1 || outputs.count > 1 else { return (times, nil) }
            return (
                times,
                VaryingVerdict(
                    exerciseID: job.exercise.id, check: job.check.name, source: job.source, statuses: statuses,
                    outputs: outputs.count)
            )
        }
        return RepeatReport(
            runs: times, pairs: jobs.count, checkRuns: outcomes.map(\.runs).reduce(0, +),
            varying: outcomes.compactMap(\.varying))
    }
}
