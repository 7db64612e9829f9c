import Foundation
import PuzzleKit

/// One invocation of the runner.
final class Runner: @unchecked Sendable {
    let kit: Kit
    let console: Console
    /// Words for standard output, and the same words dressed for standard error.
    let presenter: Presenter
    let errors: Presenter
    let environment: [String: String]
    /// The folder the command was run from: relative paths on the command line start there.
    let directory: URL
    let arguments: ParsedArguments
    let spec: CommandSpec
    let store: ProgressStore
    let course: Course
    var style: TerminalStyle { console.style }
    var language: Language { presenter.language }

    init(
        kit: Kit, console: Console, presenter: Presenter, environment: [String: String], directory: URL,
        arguments: ParsedArguments, spec: CommandSpec
    ) {
        self.kit = kit
        self.console = console
        self.presenter = presenter
        self.errors = presenter.styled(console.errorStyle)
        self.environment = environment
        self.directory = directory
        self.arguments = arguments
        self.spec = spec
        self.store = ProgressStore(kit: kit)
        self.course = Course(kit: kit)
    }

    func t(_ key: String, _ arguments: [String: String] = [:]) -> String { presenter.t(key, arguments) }
    func t(_ key: String, count: Int, _ arguments: [String: String] = [:]) -> String {
        presenter.t(key, count: count, arguments)
    }

    lazy var engine: CheckEngine = makeEngine()
    /// Every engine this command made (``removeTemporaryFolders()``).
    private var madeEngines: [CheckEngine] = []

    /// Removes the temporary folders of the engines this command made: the compiler's leftovers never outlive it.
    func removeTemporaryFolders() {
        for engine in madeEngines { engine.removeTemporaryFolder() }
    }

    /// The grading variants (``CheckEngine/Options/variantSeeds``): `grade` always, `check --variants` when asked
    /// (a Classroom workflow's steps). The seeds come from one seed, `--seed` when given (to repeat a grade's data),
    /// else the system's random source, which nothing in a checkout can influence.
    lazy var variants: (seed: UInt64, seeds: [UInt64])? = {
        guard spec.name == "grade" || arguments.has("--variants") else { return nil }
        let seed = arguments.options["--seed"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64.max)
        return (seed, VariantRun.seeds(count: VariantRun.gradingCount, from: seed))
    }()

    /// Refuses a `--seed` that is not a 64-bit whole number, and says which seed the variants use.
    func announceVariants() throws {
        if let value = arguments.options["--seed"], UInt64(value) == nil {
            throw UsageError(problem: .seedValue, usage: spec.usage)
        }
        if let variants { console.note(errors.style.dim(t("grade.variants", ["seed": "\(variants.seed)"]))) }
    }

    /// An engine with the runner's language, environment and cache; `sandbox` confines the check programs.
    /// `extraEnvironment` is added to what the check programs inherit.
    func makeEngine(
        sandbox: Sandbox? = nil, extraEnvironment: [String: String] = [:], reuseResults: Bool = true
    ) -> CheckEngine {
        var options = CheckEngine.Options()
        options.reuseResults = reuseResults
        options.sandbox = sandbox
        options.variantSeeds = variants?.seeds ?? []
        options.language = language
        options.environment = environment.merging(extraEnvironment) { $1 }
        if let folder = environment["PUZZLES_CACHE"], !folder.isEmpty {
            options.cacheFolder = URL(fileURLWithPath: folder)
        }
        if let limit = Double(environment[CheckEngineLimits.runLimitVariable] ?? ""), limit > 0 {
            options.minimumTimeLimit = limit
        }
        if let limit = Double(environment[CheckEngineLimits.compileLimitVariable] ?? ""), limit > 0 {
            options.compileTimeLimit = limit
        } else if !CheckEngineLimits.instructorCommands.contains(spec.name) {
            // A learner waits for a minute at most (and sees the compile's progress meanwhile); a class's
            // checkouts or the whole course keep every core busy, so they keep the engine's longer default.
            options.compileTimeLimit = CheckEngineLimits.learnerCompileLimit
        }
        let console = self.console
        let note = errors.style.dim(t("engine.compilingMiniUI"))
        let progress = CompileProgressLine(console: console, presenter: errors)
        options.onEvent = { event in
            switch event {
            case .compiling(.miniUI): console.note(note)
            case .compileProgress(let product, let seconds, let finished):
                progress.update(product, seconds: seconds, finished: finished)
            default: break
            }
        }
        let engine = CheckEngine(kit: kit, options: options)
        madeEngines.append(engine)
        if let fallback = engine.cacheFallback { console.note(errors.warning(presenter.cacheFallback(fallback))) }
        return engine
    }

    func run() async throws -> Int32 {
        switch spec.name {
        case "status": return await status()
        case "list": return list()
        case "check": return try await check()
        case "watch": return try await watch()
        case "hint": return try hint()
        case "lesson": return try lesson()
        case "preview": return try await preview()
        case "reset": return try reset()
        case "solution": return try await solution()
        case "language": return chooseLanguage()
        case "verify": return await verify()
        case "grade": return try await grade()
        case "doctor": return await doctor()
        case "classroom": return try classroom()
        case "gradescope": return try gradescope()
        case "dev check": return try await devCheck()
        case "dev new": return try devNew()
        case "dev fingerprints": return try await devFingerprints()
        case "dev pictures": return try await devPictures()
        default: throw UsageError(problem: .unknownCommand(spec.name, suggestion: nil), usage: nil)
        }
    }

    /// A path from the command line, as a file URL.
    func resolve(_ path: String) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)).standardizedFileURL
    }

    // MARK: PuzzleKit.Progress

    /// Loads progress, printing any warning about a file set aside, and remembers the starters' commit.
    func loadProgress() -> PuzzleKit.Progress {
        var (progress, warnings) = store.load()
        show(warnings)
        if progress.starterCommit == nil, let commit = Git(root: kit.root, environment: environment).headCommit() {
            (progress, warnings) = store.update { $0.starterCommit = $0.starterCommit ?? commit }
            show(warnings)
        }
        return progress
    }

    func show(_ warnings: [ProgressWarning]) {
        for warning in warnings { console.note(errors.warning(presenter.progressWarning(warning))) }
    }

    /// Remembers verdicts in the progress cache. A `cannotCheck` says nothing about the learner's code (a full
    /// disk, a killed compiler): it leaves what was remembered, so a passed exercise stays passed.
    @discardableResult
    func remember(_ verdicts: [Verdict], from root: SourceRoot = .exercises) -> PuzzleKit.Progress {
        guard root == .exercises else { return store.load().progress }
        let entries = verdicts.compactMap { verdict -> (id: String, outcome: Verdict.Outcome, fingerprint: String)? in
            guard verdict.outcome != .cannotCheck, let exercise = kit.exercise(id: verdict.exerciseID) else {
                return nil
            }
            return (verdict.exerciseID, verdict.outcome, course.fingerprint(exercise))
        }
        let (progress, warnings) = store.update { progress in
            // A verdict reached again on the same files keeps the date it was first reached, so that a re-check
            // that changes nothing leaves the file as it was (and unwritten).
            for entry in entries
            where progress.verdicts[entry.id].map({ ($0.outcome, $0.fingerprint) != (entry.outcome, entry.fingerprint) }
            )
                ?? true
            {
                progress.verdicts[entry.id] = .init(outcome: entry.outcome, fingerprint: entry.fingerprint)
            }
        }
        show(warnings)
        return progress
    }

    /// The exercise named by the first positional argument, or the current one.
    func exerciseArgument(progress: PuzzleKit.Progress? = nil) throws -> Exercise? {
        if let query = arguments.positional.first {
            do {
                return try kit.exercise(matching: query)
            } catch {
                throw UsageError(problem: .kit(error), usage: spec.usage)
            }
        }
        return course.current(in: progress ?? loadProgress())
    }

    static func json<T: Encodable>(_ value: T) -> String {
        JSONText.encode(value)
    }
}
