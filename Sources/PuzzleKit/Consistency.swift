import Foundation

/// One broken rule of the kit's consistency check.
public struct ConsistencyProblem: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The rules of docs/AUTHORING.md that `puzzles dev check` enforces.
    public enum Rule: String, Codable, Sendable, CaseIterable {
        /// Module and step folders are named `NN-slug` (two digits, lowercase words joined by `-`).
        case folderName = "folder-name"
        /// No two exercises share an id, no two modules a number.
        case uniqueID = "unique-id"
        /// Folder order is course order.
        case order
        /// The exercise has a starter (`Sources/Exercises/<path>`, .swift files).
        case starter
        /// The exercise has a solution (`Solutions/<path>`).
        case solution
        /// The solution has the same file names as the starter.
        case sameFileNames = "same-file-names"
        /// The exercise has at least one check file.
        case checks
        /// A check file's first line (and a runs check's expected output block) is valid.
        case checkHeader = "check-header"
        /// The lesson exists in English and Japanese.
        case lesson
        /// The lesson's front matter is readable and has a title (and, in English, a level from 1 to 3).
        case frontMatter = "front-matter"
        /// At least two hints, the same number in both languages.
        case hints
        /// Each module has `Lessons/NN-module/README.md` and `README.ja.md`.
        case moduleIntroduction = "module-introduction"
        /// A wrong answer has valid headers, names existing checks and replaces solution files only.
        case wrongAnswer = "wrong-answer"
        /// A file or folder that belongs to no exercise, or a file an exercise folder should not hold.
        case strayFile = "stray-file"
        /// The untouched starter compiles (an editor indexes it; a lesson about a compiler error keeps the broken code commented out).
        case starterCompiles = "starter-compiles"
        /// The untouched starter fails at least one check.
        case starterFails = "starter-fails"
        /// The solution passes every check.
        case solutionPasses = "solution-passes"
        /// Each wrong answer fails, and its `rejected-by` checks are among the failures.
        case wrongAnswerRejected = "wrong-answer-rejected"
    }

    /// The exercise concerned (`01.3`), if the problem belongs to one.
    public var exerciseID: String?
    /// The broken rule.
    public var rule: Rule
    /// The path concerned, relative to the kit root.
    public var path: String
    /// What is wrong, in one or two sentences.
    public var message: String

    /// A problem.
    public init(exerciseID: String?, rule: Rule, path: String, message: String) {
        self.exerciseID = exerciseID
        self.rule = rule
        self.path = path
        self.message = message
    }

    /// `01.3 [hints] Lessons/…/README.md: …`.
    public var description: String {
        "\(exerciseID.map { "\($0) " } ?? "")[\(rule.rawValue)] \(path): \(message)"
    }
}

/// The result of the consistency check.
public struct ConsistencyReport: Codable, Sendable, Hashable {
    /// Every broken rule, in catalog order.
    public var problems: [ConsistencyProblem]
    /// How many exercises the catalog holds.
    public var exerciseCount: Int
    /// Whether starters, solutions and wrong answers were checked by the engine (not only the layout).
    public var checkedBehaviour: Bool

    /// Whether no rule is broken.
    public var isConsistent: Bool { problems.isEmpty }

    /// The problems of one rule.
    public func problems(_ rule: ConsistencyProblem.Rule) -> [ConsistencyProblem] {
        problems.filter { $0.rule == rule }
    }

    /// A plain-text report: one line per problem, or a one-line confirmation.
    public func render() -> String {
        let scope = checkedBehaviour ? "layout, starters, solutions and wrong answers" : "layout only"
        if problems.isEmpty {
            return "The kit is consistent: \(exerciseCount) exercise\(exerciseCount == 1 ? "" : "s") (\(scope))."
        }
        let header =
            "The kit has \(problems.count) consistency problem\(problems.count == 1 ? "" : "s") (\(scope)):"
        return ([header] + problems.map { "  " + $0.description }).joined(separator: "\n")
    }
}

/// The kit's consistency check (rustlings' `dev check`): every exercise is complete, and with an engine,
/// every untouched starter fails, every solution passes and every wrong answer is rejected.
public struct ConsistencyChecker: Sendable {
    /// The kit being checked.
    public let kit: Kit
    /// The engine for the behaviour rules (`nil`: layout rules only).
    public let engine: CheckEngine?

    /// A checker; pass an engine to check behaviour too.
    public init(kit: Kit, engine: CheckEngine? = nil) {
        self.kit = kit
        self.engine = engine
    }

    /// Runs every rule: the layout rules, then (with an engine) the behaviour rules, exercises in parallel.
    /// With `only`, the behaviour rules run for those exercise ids alone (the layout rules always run for all).
    public func check(only: Set<String>? = nil) async -> ConsistencyReport {
        var report = checkLayout()
        guard let engine else { return report }
        report.checkedBehaviour = true
        let layoutBroken = Set(
            report.problems.filter {
                [.starter, .solution, .checks, .checkHeader, .uniqueID].contains($0.rule)
            }.compactMap(\.exerciseID))
        let exercises = kit.exercises.filter { !layoutBroken.contains($0.id) && only?.contains($0.id) != false }
        let behaviour = await withTaskGroup(of: (Int, [ConsistencyProblem]).self) { group in
            for (index, exercise) in exercises.enumerated() {
                group.addTask { (index, await checkBehaviour(of: exercise, engine: engine)) }
            }
            var problems = [[ConsistencyProblem]](repeating: [], count: exercises.count)
            for await (index, found) in group { problems[index] = found }
            return problems.flatMap { $0 }
        }
        report.problems += behaviour
        report.problems = sorted(report.problems)
        return report
    }

    /// The layout rules only: files, names, headers, front matter. Fast, no compiler needed.
    public func checkLayout() -> ConsistencyReport {
        var problems: [ConsistencyProblem] = []
        problems += checkFolders()
        problems += checkIDs()
        var modules: [String] = []
        for exercise in kit.exercises where !modules.contains(exercise.moduleFolder) {
            modules.append(exercise.moduleFolder)
        }
        for module in modules {
            for language in Language.allCases {
                let path = "\(Kit.lessonsFolder)/\(module)/\(language.lessonFileName)"
                if !FileSystem.isRegularFile(kit.url(path)) {
                    problems.append(
                        problem(
                            nil, .moduleIntroduction, path,
                            "the module's \(language == .en ? "English" : "Japanese") introduction is missing"))
                }
            }
        }
        for exercise in kit.exercises { problems += checkExercise(exercise) }
        return ConsistencyReport(
            problems: sorted(problems), exerciseCount: kit.exercises.count, checkedBehaviour: false)
    }

    // MARK: - Layout rules

    static func isWellNamed(_ folder: String) -> Bool {
        let characters = Array(folder)
        guard characters.count >= 4, characters[0].isASCII, characters[0].isNumber, characters[1].isASCII,
            characters[1].isNumber, characters[2] == "-"
        else { return false }
        let slug = characters[3...]
        return slug.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
            && slug.first != "-" && slug.last != "-" && !String(slug).contains("--")
    }

    private func problem(_ exercise: Exercise?, _ rule: ConsistencyProblem.Rule, _ path: String, _ message: String)
        -> ConsistencyProblem
    {
        ConsistencyProblem(exerciseID: exercise?.id, rule: rule, path: path, message: message)
    }

    private func checkFolders() -> [ConsistencyProblem] {
        var problems: [ConsistencyProblem] = []
        let exercisesByPath = Dictionary(kit.exercises.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        for place in [Kit.exercisesFolder, Kit.solutionsFolder, Kit.checksFolder, Kit.lessonsFolder] {
            let base = kit.url(place)
            for entry in FileSystem.entries(base) where !entry.hasPrefix(".") {
                let path = "\(place)/\(entry)"
                let url = base.appendingPathComponent(entry)
                if !FileSystem.isDirectory(url) {
                    let allowed =
                        (place == Kit.lessonsFolder && ["README.md", "README.ja.md", "GLOSSARY.ja.md"].contains(entry))
                        || (place == Kit.exercisesFolder && entry == "Package.swift")
                    if !allowed {
                        problems.append(problem(nil, .strayFile, path, "a file outside any module folder"))
                    }
                    continue
                }
                guard Kit.leadingNumber(entry) != nil else {
                    problems.append(
                        problem(nil, .strayFile, path, "a folder that is not a module (module folders are `NN-name`)"))
                    continue
                }
                if !ConsistencyChecker.isWellNamed(entry) {
                    problems.append(
                        problem(
                            nil, .folderName, path,
                            "module folders are named with two digits and lowercase words, like `01-plain-lists`"))
                }
                for stepEntry in FileSystem.entries(url) where !stepEntry.hasPrefix(".") {
                    let stepPath = "\(path)/\(stepEntry)"
                    let stepURL = url.appendingPathComponent(stepEntry)
                    if !FileSystem.isDirectory(stepURL) {
                        if !(place == Kit.lessonsFolder && (stepEntry == "README.md" || stepEntry == "README.ja.md")) {
                            problems.append(problem(nil, .strayFile, stepPath, "a file outside any exercise folder"))
                        }
                        continue
                    }
                    guard Kit.leadingNumber(stepEntry) != nil,
                        let exercise = exercisesByPath["\(entry)/\(stepEntry)"]
                    else {
                        problems.append(
                            problem(
                                nil, .strayFile, stepPath,
                                "a folder that is not an exercise (exercise folders are `MM-name`)"))
                        continue
                    }
                    if !ConsistencyChecker.isWellNamed(stepEntry) {
                        problems.append(
                            problem(
                                exercise, .folderName, stepPath,
                                "exercise folders are named with two digits and lowercase words, like `03-both-initializers`"
                            ))
                    }
                    problems += strayFiles(in: stepURL, path: stepPath, place: place, exercise: exercise)
                }
            }
        }
        return problems
    }

    /// Files an exercise folder should not hold.
    private func strayFiles(in folder: URL, path: String, place: String, exercise: Exercise) -> [ConsistencyProblem] {
        var problems: [ConsistencyProblem] = []
        switch place {
        case Kit.exercisesFolder, Kit.solutionsFolder:
            for file in FileSystem.filesRecursively(folder) where !file.hasSuffix(".swift") {
                problems.append(problem(exercise, .strayFile, "\(path)/\(file)", "only .swift files belong here"))
            }
        case Kit.lessonsFolder:
            for file in FileSystem.filesRecursively(folder) where file != "README.md" && file != "README.ja.md" {
                problems.append(
                    problem(exercise, .strayFile, "\(path)/\(file)", "a lesson folder holds README.md and README.ja.md")
                )
            }
        default:
            for entry in FileSystem.entries(folder) where !entry.hasPrefix(".") {
                let url = folder.appendingPathComponent(entry)
                if entry == Kit.wrongAnswersFolder && FileSystem.isDirectory(url) {
                    for slug in FileSystem.entries(url) where !slug.hasPrefix(".") {
                        let slugURL = url.appendingPathComponent(slug)
                        guard FileSystem.isDirectory(slugURL) else {
                            problems.append(
                                problem(
                                    exercise, .strayFile, "\(path)/\(entry)/\(slug)",
                                    "wrong answers are folders: `wrong-answers/<slug>/File.swift`"))
                            continue
                        }
                        for file in FileSystem.filesRecursively(slugURL)
                        where !file.hasSuffix(".swift") || file.contains("/") {
                            problems.append(
                                problem(
                                    exercise, .strayFile, "\(path)/\(entry)/\(slug)/\(file)",
                                    "a wrong answer holds only .swift files named like the solution's"))
                        }
                    }
                } else if FileSystem.isDirectory(url) {
                    problems.append(
                        problem(
                            exercise, .strayFile, "\(path)/\(entry)",
                            "a checks folder holds check files and `wrong-answers/` only"))
                } else if !entry.hasSuffix(".swift") && !Language.allCases.contains(where: { HintsFile.fileName($0) == entry }) {
                    problems.append(
                        problem(
                            exercise, .strayFile, "\(path)/\(entry)", "a checks folder holds .swift check files, hints.md and hints.ja.md only"))
                }
            }
        }
        return problems
    }

    private func checkIDs() -> [ConsistencyProblem] {
        var problems: [ConsistencyProblem] = []
        for (_, group) in Dictionary(grouping: kit.exercises, by: \.id) where group.count > 1 {
            let paths = group.map(\.path).sorted()
            for exercise in group {
                problems.append(
                    problem(
                        exercise, .uniqueID, exercise.path,
                        "the id \(exercise.id) is shared by \(paths.joined(separator: " and ")); renumber one"))
            }
        }
        var modules: [Int: Set<String>] = [:]
        for exercise in kit.exercises { modules[exercise.moduleNumber, default: []].insert(exercise.moduleFolder) }
        for (number, folders) in modules where folders.count > 1 {
            let list = folders.sorted()
            problems.append(
                problem(
                    nil, .uniqueID, list[0],
                    "module number \(number) is used by \(list.joined(separator: " and ")); renumber one"))
        }
        let byFolder = kit.exercises.map(\.path).sorted()
        let byNumber = kit.exercises.map(\.path)
        if let index = byFolder.indices.first(where: { byFolder[$0] != byNumber[$0] }) {
            problems.append(
                problem(
                    nil, .order, byNumber[index],
                    "folders do not sort in course order: \(byFolder[index]) sorts before \(byNumber[index]); use two-digit numbers"
                ))
        }
        return problems
    }

    private func swiftFiles(_ relativeFolder: String) -> [String]? {
        let url = kit.url(relativeFolder)
        guard FileSystem.isDirectory(url) else { return nil }
        return FileSystem.filesRecursively(url).filter { $0.hasSuffix(".swift") }
    }

    private func checkExercise(_ exercise: Exercise) -> [ConsistencyProblem] {
        var problems: [ConsistencyProblem] = []
        let starter = swiftFiles(exercise.starterFolder)
        let solution = swiftFiles(exercise.solutionFolder)
        if starter == nil {
            problems.append(problem(exercise, .starter, exercise.starterFolder, "the starter folder is missing"))
        } else if starter!.isEmpty {
            problems.append(problem(exercise, .starter, exercise.starterFolder, "the starter holds no .swift file"))
        }
        if solution == nil {
            problems.append(problem(exercise, .solution, exercise.solutionFolder, "the solution folder is missing"))
        } else if solution!.isEmpty {
            problems.append(problem(exercise, .solution, exercise.solutionFolder, "the solution holds no .swift file"))
        }
        if let starter, let solution, !starter.isEmpty, !solution.isEmpty, Set(starter) != Set(solution) {
            let onlyStarter = Set(starter).subtracting(solution).sorted()
            let onlySolution = Set(solution).subtracting(starter).sorted()
            var parts: [String] = []
            if !onlyStarter.isEmpty { parts.append("only the starter has \(onlyStarter.joined(separator: ", "))") }
            if !onlySolution.isEmpty { parts.append("only the solution has \(onlySolution.joined(separator: ", "))") }
            problems.append(
                problem(
                    exercise, .sameFileNames, exercise.solutionFolder,
                    "the solution's file names differ from the starter's: \(parts.joined(separator: "; "))"))
        }

        if exercise.checks.isEmpty {
            problems.append(problem(exercise, .checks, exercise.checksFolder, "the exercise has no check file"))
        }
        for check in exercise.checks where !check.problems.isEmpty {
            problems.append(problem(exercise, .checkHeader, check.path, check.problems.joined(separator: "; ")))
        }
        let previews = exercise.checks.filter(\.isPreview)
        if previews.count > 1 {
            problems.append(
                problem(
                    exercise, .checkHeader, previews[1].path,
                    "only one runs check per exercise may say `preview` (\(previews.map(\.name).joined(separator: ", ")))"
                ))
        }

        var hintCounts: [Language: Int] = [:]
        for lesson in exercise.lessons {
            guard lesson.exists else {
                problems.append(
                    problem(
                        exercise, .lesson, lesson.path,
                        "the \(lesson.language == .en ? "English" : "Japanese") lesson is missing"))
                continue
            }
            for message in lesson.problems {
                problems.append(problem(exercise, .frontMatter, lesson.path, message))
            }
            if lesson.title == nil {
                problems.append(problem(exercise, .frontMatter, lesson.path, "the front matter has no `title:`"))
            }
            if lesson.language == .en {
                if let level = lesson.level {
                    if !(1...3).contains(level) {
                        problems.append(
                            problem(exercise, .frontMatter, lesson.path, "`level: \(level)` must be 1, 2 or 3"))
                    }
                } else {
                    problems.append(
                        problem(exercise, .frontMatter, lesson.path, "the front matter has no `level:` (1, 2 or 3)"))
                }
            }
            hintCounts[lesson.language] = lesson.hints.count
            if lesson.hints.count < 2 {
                problems.append(
                    problem(
                        exercise, .hints, lesson.hintsPath,
                        "\(lesson.hints.count) hint\(lesson.hints.count == 1 ? "" : "s"); an exercise needs at least 2 per language, in order"
                    ))
            }
        }
        if let english = hintCounts[.en], let japanese = hintCounts[.ja], english != japanese {
            problems.append(
                problem(
                    exercise, .hints, "\(exercise.checksFolder)/\(HintsFile.fileName(.ja))",
                    "\(japanese) hints in Japanese but \(english) in English; translate them one for one"))
        }

        let checkNames = Set(exercise.checks.map(\.name))
        for wrong in exercise.wrongAnswers {
            for message in wrong.problems {
                problems.append(problem(exercise, .wrongAnswer, wrong.path, message))
            }
            for name in wrong.rejectedBy where !checkNames.contains(name) {
                problems.append(
                    problem(
                        exercise, .wrongAnswer, wrong.path,
                        "`rejected-by: \(name)` names no check of this exercise (checks: \(checkNames.sorted().joined(separator: ", ")))"
                    ))
            }
            if let solution {
                for file in wrong.files where !solution.contains(file) {
                    problems.append(
                        problem(
                            exercise, .wrongAnswer, "\(wrong.path)/\(file)",
                            "replaces no solution file (solution files: \(solution.joined(separator: ", ")))"))
                }
            }
        }
        return problems
    }

    // MARK: - Behaviour rules

    private func checkBehaviour(of exercise: Exercise, engine: CheckEngine) async -> [ConsistencyProblem] {
        async let starterVerdict = engine.check(exercise, from: .exercises)
        async let solutionVerdict = engine.check(exercise, from: .solutions)
        let wrongVerdicts = await withTaskGroup(of: (Int, Verdict).self) { group in
            for (index, wrong) in exercise.wrongAnswers.enumerated() {
                group.addTask { (index, await engine.check(wrong, of: exercise)) }
            }
            var verdicts = [Verdict?](repeating: nil, count: exercise.wrongAnswers.count)
            for await (index, verdict) in group { verdicts[index] = verdict }
            return verdicts.compactMap { $0 }
        }
        var problems: [ConsistencyProblem] = []
        let starter = await starterVerdict
        switch starter.outcome {
        case .passed:
            problems.append(
                problem(
                    exercise, .starterFails, exercise.starterFolder,
                    "the untouched starter already passes every check; a learner would have nothing to do"))
        case .doesNotCompile:
            problems.append(
                problem(
                    exercise, .starterCompiles, starter.fileToEdit ?? exercise.starterFolder,
                    "the untouched starter does not compile, which stops `swift build` for every learner: "
                        + firstLine(starter.details)))
        case .refused, .cannotCheck:
            problems.append(
                problem(exercise, .starterFails, exercise.starterFolder, "could not be checked: \(starter.summary)"))
        default:
            break
        }
        let solution = await solutionVerdict
        if !solution.passed {
            problems.append(
                problem(
                    exercise, .solutionPasses, solution.fileToEdit ?? exercise.solutionFolder,
                    "the solution does not pass: \(solution.summary)"
                        + (solution.details.isEmpty ? "" : " " + firstLine(solution.details))))
        }
        for (wrong, verdict) in zip(exercise.wrongAnswers, wrongVerdicts) {
            switch verdict.outcome {
            case .passed:
                problems.append(
                    problem(
                        exercise, .wrongAnswerRejected, wrong.path,
                        "the wrong answer passes every check; add a check that rejects it"))
            case .doesNotCompile:
                problems.append(
                    problem(
                        exercise, .wrongAnswerRejected, wrong.path,
                        "the wrong answer does not compile, so no check can reject it: " + firstLine(verdict.details)))
            case .refused, .cannotCheck:
                problems.append(
                    problem(
                        exercise, .wrongAnswerRejected, wrong.path, "could not be checked: \(verdict.summary)"))
            default:
                // Names that are not checks are reported by the layout rules.
                let missing = wrong.rejectedBy.filter {
                    exercise.check(named: $0) != nil && !verdict.failingChecks.contains($0)
                }
                if !missing.isEmpty {
                    problems.append(
                        problem(
                            exercise, .wrongAnswerRejected, wrong.path,
                            "fails, but not by \(missing.joined(separator: ", ")) (it fails \(verdict.failingChecks.joined(separator: ", ")))"
                        ))
                }
            }
        }
        return problems
    }

    private func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n").first ?? "")
    }

    private func sorted(_ problems: [ConsistencyProblem]) -> [ConsistencyProblem] {
        let order = Dictionary(kit.exercises.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        return problems.enumerated().sorted { a, b in
            let ka = a.element.exerciseID.flatMap { order[$0] } ?? -1
            let kb = b.element.exerciseID.flatMap { order[$0] } ?? -1
            return ka != kb ? ka < kb : a.offset < b.offset
        }.map(\.element)
    }
}
