import Foundation

/// The `puzzles` command line: arguments in, text and an exit code out. `Sources/puzzles` only calls
/// ``main(_:console:environment:directory:)``; tests call it the same way with a captured console.
public enum PuzzlesCommand {
    /// Runs one command and returns its exit code: 0 done, 1 something checked failed, 2 a usage error.
    public static func main(
        _ arguments: [String], console: Console = .standard(),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) async -> Int32 {
        let spec: CommandSpec
        let parsed: ParsedArguments
        do {
            (spec, parsed) = try ArgumentParser.parse(arguments)
        } catch {
            report(error, on: console)
            return 2
        }
        if parsed.wantsHelp {
            console.line(spec.help)
            return 0
        }
        if spec.name == "help" {
            return help(parsed.positional, console: console)
        }
        let kit: Kit
        do {
            kit = try Kit.locate(from: directory)
        } catch {
            console.note(console.style.red("error: ") + error.description)
            return 2
        }
        let runner = Runner(
            kit: kit, console: console, environment: environment, directory: directory, arguments: parsed, spec: spec)
        do {
            return try await runner.run()
        } catch let error as UsageError {
            report(error, on: console)
            return 2
        } catch {
            console.note(console.style.red("error: ") + String(describing: error))
            return 1
        }
    }

    /// A usage error: what was wrong, then the usage line.
    static func report(_ error: UsageError, on console: Console) {
        console.note(console.style.red("error: ") + error.message)
        console.note("\n" + (error.usage.hasPrefix("Usage:") ? error.usage : "Usage: " + error.usage))
    }

    static func help(_ words: [String], console: Console) -> Int32 {
        guard !words.isEmpty else {
            console.line(ArgumentParser.overview)
            return 0
        }
        let name = words.joined(separator: " ")
        guard let spec = CommandSpec.named(name) else {
            console.note(console.style.red("error: ") + "Unknown command \"\(name)\".")
            console.note("\n" + ArgumentParser.overview)
            return 2
        }
        console.line(spec.help)
        return 0
    }
}

/// One invocation of the runner.
final class Runner: @unchecked Sendable {
    let kit: Kit
    let console: Console
    let environment: [String: String]
    /// The folder the command was run from: relative paths on the command line start there.
    let directory: URL
    let arguments: ParsedArguments
    let spec: CommandSpec
    let store: ProgressStore
    let course: Course
    var style: TerminalStyle { console.style }

    init(
        kit: Kit, console: Console, environment: [String: String], directory: URL, arguments: ParsedArguments,
        spec: CommandSpec
    ) {
        self.kit = kit
        self.console = console
        self.environment = environment
        self.directory = directory
        self.arguments = arguments
        self.spec = spec
        self.store = ProgressStore(kit: kit)
        self.course = Course(kit: kit)
    }

    lazy var language: Language = {
        switch arguments.options["--lang"] {
        case "ja": .ja
        case "en": .en
        default: Language.preferred(environment: environment)
        }
    }()

    lazy var engine: CheckEngine = {
        var options = CheckEngine.Options()
        options.language = language
        options.environment = environment
        if let folder = environment["PUZZLES_CACHE"], !folder.isEmpty {
            options.cacheFolder = URL(fileURLWithPath: folder)
        }
        let console = self.console
        let style = self.style
        options.onEvent = { event in
            if case .compiling(.miniUI) = event {
                console.note(style.dim("Compiling MiniUI for the checks (once per change of the kit)…"))
            }
        }
        return CheckEngine(kit: kit, options: options)
    }()

    func run() async throws -> Int32 {
        if arguments.has("--lang") || arguments.options["--lang"].map({ !["en", "ja"].contains($0) }) == true {
            throw UsageError(message: "--lang takes en or ja.", usage: spec.usage)
        }
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
        case "verify": return await verify()
        case "grade": return try await grade()
        case "classroom": return try classroom()
        case "dev check": return try await devCheck()
        case "dev new": return try devNew()
        default: throw UsageError(message: "Unknown command \"\(spec.name)\".", usage: ArgumentParser.overview)
        }
    }

    /// A path from the command line, as a file URL.
    func resolve(_ path: String) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)).standardizedFileURL
    }

    // MARK: Progress

    /// Loads progress, printing any warning about a file set aside, and remembers the starters' commit.
    func loadProgress() -> Progress {
        var (progress, warnings) = store.load()
        show(warnings)
        if progress.starterCommit == nil, let commit = Git(root: kit.root, environment: environment).headCommit() {
            (progress, warnings) = store.update { $0.starterCommit = $0.starterCommit ?? commit }
            show(warnings)
        }
        return progress
    }

    func show(_ warnings: [String]) {
        for warning in warnings { console.note(style.yellow("warning: ") + warning) }
    }

    /// Remembers verdicts in the progress cache.
    @discardableResult
    func remember(_ verdicts: [Verdict], from root: SourceRoot = .exercises) -> Progress {
        guard root == .exercises else { return store.load().progress }
        let entries = verdicts.compactMap { verdict -> (String, Progress.Remembered)? in
            guard let exercise = kit.exercise(id: verdict.exerciseID) else { return nil }
            return (verdict.exerciseID, .init(outcome: verdict.outcome, fingerprint: course.fingerprint(exercise)))
        }
        let (progress, warnings) = store.update { progress in
            for (id, entry) in entries { progress.verdicts[id] = entry }
        }
        show(warnings)
        return progress
    }

    /// The exercise named by the first positional argument, or the current one.
    func exerciseArgument(progress: Progress? = nil) throws -> Exercise? {
        if let query = arguments.positional.first {
            do {
                return try kit.exercise(matching: query)
            } catch {
                throw UsageError(message: error.description, usage: spec.usage)
            }
        }
        return course.current(in: progress ?? loadProgress())
    }

    // MARK: Showing verdicts

    func render(_ verdict: Verdict) -> String {
        let text = verdict.render()
        guard style.usesColor else { return text }
        var lines = text.components(separatedBy: "\n")
        if !lines.isEmpty {
            lines[0] = verdict.passed ? style.green("✔ " + lines[0]) : style.red("✘ " + lines[0])
        }
        return lines.map { line in
            if line.hasPrefix("Next:") || line.hasPrefix("Hint:") || line.hasPrefix("Lesson:") {
                return style.bold(String(line.prefix { $0 != ":" }) + ":") + line.drop { $0 != ":" }.dropFirst()
            }
            if line.hasPrefix("+") { return style.green(line) }
            if line.hasPrefix("-") { return style.red(line) }
            return line
        }.joined(separator: "\n")
    }

    func summaryLine(_ verdict: Verdict) -> String {
        let mark = verdict.passed ? style.green("✔") : style.red("✘")
        let note = verdict.passed ? "" : "  " + style.dim(verdict.summary)
        return "\(mark) \(verdict.exerciseID) \(verdict.title)\(note)"
    }

    func describe(_ exercise: Exercise, heading: String) -> [String] {
        let files = FileSystem.files(kit.url(exercise.starterFolder)).filter { $0.hasSuffix(".swift") }
        let edit = files.map { "\(exercise.starterFolder)/\($0)" }.joined(separator: ", ")
        return [
            style.bold("\(heading): \(exercise.id) \(exercise.title(language))") + "  " + Course.stars(exercise.level),
            "  Edit:    \(edit.isEmpty ? exercise.starterFolder : edit)",
            "  Lesson:  \(exercise.lessonPath(language))   (swift run puzzles lesson)",
            "  Check:   swift run puzzles check   (or: swift run puzzles watch)",
        ]
    }

    // MARK: status

    func status() async -> Int32 {
        var progress = loadProgress()
        var done = course.done(in: progress)
        var lastVerdict: Verdict?
        var current = course.current(in: progress, done: done)
        while let exercise = current {
            let verdict = await engine.check(exercise)
            progress = remember([verdict])
            lastVerdict = verdict
            guard verdict.passed else { break }
            console.line(summaryLine(verdict))
            done.insert(exercise.id)
            current = course.current(in: progress, done: done)
        }
        console.line("Progress: " + Course.bar(done: done.count, total: kit.exercises.count))
        console.line()
        guard let exercise = current else {
            console.line(style.green("Every exercise passes. Well done!"))
            console.line("`swift run puzzles solution ID` shows the reference solutions to compare with yours.")
            return 0
        }
        console.line("Module \(exercise.moduleFolder.prefix(2)): \(course.moduleTitle(exercise.moduleFolder))")
        console.line(describe(exercise, heading: "Next").joined(separator: "\n"))
        if let verdict = lastVerdict, verdict.exerciseID == exercise.id {
            console.line()
            console.line(render(verdict))
        }
        return 0
    }

    // MARK: list

    func list() -> Int32 {
        let progress = loadProgress()
        let done = course.done(in: progress)
        let current = course.current(in: progress, done: done)
        if arguments.has("--json") {
            struct Row: Encodable {
                var id, path, title, state: String
                var level: Int?
            }
            let rows = kit.exercises.map { exercise in
                Row(
                    id: exercise.id, path: exercise.path, title: exercise.title(language),
                    state: done.contains(exercise.id) ? "done" : exercise == current ? "next" : "pending",
                    level: exercise.level)
            }
            console.line(Self.json(rows))
            return 0
        }
        console.line("Progress: " + Course.bar(done: done.count, total: kit.exercises.count))
        var module = ""
        for exercise in kit.exercises {
            if exercise.moduleFolder != module {
                module = exercise.moduleFolder
                console.line()
                console.line(style.bold("\(module.prefix(2)) \(course.moduleTitle(module))"))
            }
            let state =
                done.contains(exercise.id)
                ? style.green("done   ") : exercise == current ? style.yellow("next   ") : style.dim("pending")
            console.line("  \(state)  \(exercise.id)  \(Course.stars(exercise.level))  \(exercise.title(language))")
        }
        console.line()
        console.line(
            style.dim("States come from your last checks; `swift run puzzles check --all` checks everything again."))
        return 0
    }

    // MARK: check

    func check() async throws -> Int32 {
        if arguments.has("--all") {
            guard arguments.positional.isEmpty else {
                throw UsageError(message: "--all checks every exercise; leave out the ID.", usage: spec.usage)
            }
            _ = loadProgress()
            let verdicts = await engine.checkAll(kit.exercises) { [self] verdict in
                if !arguments.has("--json") { console.line(summaryLine(verdict)) }
            }
            remember(verdicts)
            let passed = verdicts.filter(\.passed).count
            if arguments.has("--json") {
                console.line(Self.json(verdicts))
            } else {
                console.line()
                console.line("\(passed) passed, \(verdicts.count - passed) failed")
                if let first = verdicts.first(where: { !$0.passed }) {
                    console.line()
                    console.line(render(first))
                }
            }
            return passed == verdicts.count ? 0 : 1
        }
        let progress = loadProgress()
        guard let exercise = try exerciseArgument(progress: progress) else {
            console.line(style.green("Every exercise passes. Well done!"))
            return 0
        }
        let verdict = await engine.check(exercise)
        let updated = remember([verdict])
        if arguments.has("--json") {
            console.line(verdict.json())
            return verdict.passed ? 0 : 1
        }
        console.line(render(verdict))
        if verdict.passed {
            let done = course.done(in: updated)
            console.line()
            console.line("Progress: " + Course.bar(done: done.count, total: kit.exercises.count))
            if let next = course.next(after: exercise, done: done) {
                console.line(describe(next, heading: "Next").joined(separator: "\n"))
            } else {
                console.line(style.green("Every exercise passes. Well done!"))
            }
        }
        return verdict.passed ? 0 : 1
    }

    // MARK: hint

    func hint() throws -> Int32 {
        let progress = loadProgress()
        guard let exercise = try exerciseArgument(progress: progress) else {
            console.line("Every exercise passes: no hints needed.")
            return 0
        }
        let hints = hints(of: exercise)
        guard !hints.isEmpty else {
            console.line("\(exercise.id) has no hints yet. Its lesson is \(exercise.lessonPath(language)).")
            return 0
        }
        let revealed = progress.hintsRevealed[exercise.id] ?? 0
        let title = "\(exercise.id) \(exercise.title(language))"
        if arguments.has("--all") {
            guard revealed > 0 else {
                console.line(
                    "No hints revealed yet for \(title). `swift run puzzles hint \(exercise.id)` shows the first.")
                return 0
            }
            for (index, hint) in hints.prefix(revealed).enumerated() {
                console.line(style.bold("Hint \(index + 1) of \(hints.count)") + " for \(title):\n  \(hint)")
            }
            return 0
        }
        let shown = min(revealed + 1, hints.count)
        let (_, warnings) = store.update { $0.hintsRevealed[exercise.id] = shown }
        show(warnings)
        console.line(style.bold("Hint \(shown) of \(hints.count)") + " for \(title):")
        console.line("  " + hints[shown - 1])
        console.line()
        if shown < hints.count {
            console.line(style.dim("Run it again for the next hint; --all shows those revealed so far."))
        } else {
            console.line(
                style.dim("That was the last hint. The lesson has the whole idea: \(exercise.lessonPath(language))"))
        }
        return 0
    }

    /// The hints in the chosen language, falling back to English with a note when the translation lacks them.
    func hints(of exercise: Exercise) -> [String] {
        let chosen = exercise.hints(language)
        if chosen.isEmpty, language != .en, !exercise.hints(.en).isEmpty {
            console.note(
                style.yellow("note: ")
                    + "the \(language.rawValue) lesson of \(exercise.id) has no hints; showing English.")
            return exercise.hints(.en)
        }
        return chosen
    }

    // MARK: lesson

    func lesson() throws -> Int32 {
        guard let exercise = try exerciseArgument() else {
            console.line("Every exercise passes. Lessons are under \(Kit.lessonsFolder)/.")
            return 0
        }
        var path = exercise.lessonPath(language)
        if FileSystem.readText(kit.url(path)) == nil, language != .en {
            console.note(
                style.yellow("note: ")
                    + "\(path) is missing, so here is the English lesson. (Translations are welcome: see docs/AUTHORING.md.)"
            )
            path = exercise.lessonPath(.en)
        }
        guard let text = FileSystem.readText(kit.url(path)) else {
            console.note(style.red("error: ") + "The lesson \(path) is missing from the kit.")
            return 1
        }
        console.line(LessonRenderer(style: style).render(text))
        console.line()
        console.line(style.dim("(\(path))"))
        return 0
    }

    // MARK: preview

    func preview() async throws -> Int32 {
        guard let exercise = try exerciseArgument() else {
            console.line("Every exercise passes. `swift run puzzles preview ID` previews any of them.")
            return 0
        }
        guard let check = exercise.previewCheck ?? exercise.checks.first(where: { $0.kind == .runs }) else {
            console.line(
                "\(exercise.id) \(exercise.title(language)) has nothing to draw: its checks are about what compiles. "
                    + "`swift run puzzles check \(exercise.id)` checks it.")
            return 0
        }
        console.note(style.dim("Running \(check.path) with your code…"))
        let result = await engine.run(check, of: exercise)
        if let output = result.output, !output.isEmpty {
            console.line(output)
        }
        if !result.passed {
            console.line()
            console.line(style.yellow("\(result.summary)"))
            if !result.details.isEmpty, result.output?.isEmpty ?? true { console.line(result.details) }
            console.line("`swift run puzzles check \(exercise.id)` shows what to fix.")
            return 1
        }
        return 0
    }

    // MARK: verify

    func verify() async -> Int32 {
        let root: SourceRoot = arguments.has("--solutions") ? .solutions : .exercises
        if root == .exercises { _ = loadProgress() }
        let json = arguments.has("--json")
        if !json { console.note(style.dim("Checking \(kit.exercises.count) exercises from \(root)…")) }
        let verdicts = await engine.checkAll(kit.exercises, from: root) { [self] verdict in
            if !json { console.line(summaryLine(verdict)) }
        }
        remember(verdicts, from: root)
        let failed = verdicts.filter { !$0.passed }
        if json {
            console.line(Self.json(verdicts))
        } else {
            console.line()
            console.line("\(verdicts.count - failed.count) passed, \(failed.count) failed")
            for verdict in failed {
                console.line()
                console.line(render(verdict))
            }
        }
        return failed.isEmpty ? 0 : 1
    }

    // MARK: solution

    func solution() async throws -> Int32 {
        guard let exercise = try exerciseArgument() else { return 0 }
        let progress = loadProgress()
        if !arguments.has("--force"), !course.isDone(exercise, in: progress) {
            let verdict = await engine.check(exercise)
            remember([verdict])
            guard verdict.passed else {
                console.line(
                    "\(exercise.id) does not pass yet, so its solution stays hidden: "
                        + "`swift run puzzles hint \(exercise.id)` helps, and `--force` shows it anyway.")
                return 1
            }
        }
        let folder = kit.url(exercise.solutionFolder)
        let files = FileSystem.filesRecursively(folder).filter { $0.hasSuffix(".swift") }.sorted()
        guard !files.isEmpty else {
            console.note(style.red("error: ") + "\(exercise.solutionFolder) is missing from the kit.")
            return 1
        }
        for file in files {
            console.line(style.bold("// \(exercise.solutionFolder)/\(file)"))
            let text = FileSystem.readText(folder.appendingPathComponent(file)) ?? ""
            let highlighter = SwiftHighlighter(style: style)
            console.line(text.components(separatedBy: "\n").map(highlighter.highlight).joined(separator: "\n"))
        }
        return 0
    }

    // MARK: dev check

    func devCheck() async throws -> Int32 {
        var only: Set<String>?
        for query in arguments.positional {
            if query.count <= 2, let module = Int(query) {
                let ids = kit.exercises.filter { $0.moduleNumber == module }.map(\.id)
                guard !ids.isEmpty else { throw UsageError(message: "There is no module \(query).", usage: spec.usage) }
                only = (only ?? []).union(ids)
            } else {
                do {
                    only = (only ?? []).union([try kit.exercise(matching: query).id])
                } catch {
                    throw UsageError(message: error.description, usage: spec.usage)
                }
            }
        }
        console.note(style.dim("Checking the kit's layout, then every starter, solution and wrong answer…"))
        let report = await ConsistencyChecker(kit: kit, engine: engine).check(only: only)
        if arguments.has("--json") {
            console.line(Self.json(report))
        } else {
            console.line(report.render())
        }
        return report.isConsistent ? 0 : 1
    }

    static func json<T: Encodable>(_ value: T) -> String {
        JSONText.encode(value)
    }
}
