import Foundation

/// One broken rule of the kit's consistency check.
public struct ConsistencyProblem: Codable, Sendable, Hashable {
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
        /// A given file (a `// given:` line in the solution's header) is the same in the starter and the solution.
        case givenFile = "given-file"
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
        /// Each wrong answer's stored fingerprint (`fingerprints.json`) is the one its verdict has now.
        case fingerprints
        /// Each wrong answer's own failure is recognised as its misconception, with its lesson section in every language.
        case misconceptionRecognised = "misconception-recognised"
        /// A check's `// behaviour-in:` line names files the learner edits, and every listed wrong answer the check
        /// rejects changes one of them (so a verdict that names them never sends the learner to the wrong file).
        case behaviourFiles = "behaviour-files"
        /// A lesson's picture (`example.png`) was drawn from its example as it is now, by the renderer as it is now,
        /// and the code it illustrates appears in both lesson pages, which show the picture.
        case picture
        /// An exercise with a runs check has one that varies its data when graded (`// varies:`), and under the
        /// kit's own seeds the reference solution passes it, within its limit, printing something other than the
        /// check's visible expected output (which a program could print without doing the work).
        case variants
    }

    /// The exercise concerned (`01.3`), if the problem belongs to one.
    public var exerciseID: String?
    /// The broken rule.
    public var rule: Rule
    /// The path concerned, relative to the kit root.
    public var path: String
    /// What is wrong, as facts.
    public var finding: ConsistencyFinding

    /// A problem.
    public init(exerciseID: String?, rule: Rule, path: String, finding: ConsistencyFinding) {
        self.exerciseID = exerciseID
        self.rule = rule
        self.path = path
        self.finding = finding
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
    /// The version of this report's JSON form.
    public var format: Int = Verdict.formatVersion
    /// How many of the wrong answers checked have a verdict that names their own misconception (behaviour only).
    public var misconceptions: MisconceptionTally?
    /// Wrong answers whose failure cannot be told from another's with a different misconception: open work (a check
    /// that tells them apart), reported without making the kit inconsistent.
    public var notices: [ConsistencyProblem] = []

    /// Whether no rule is broken.
    public var isConsistent: Bool { problems.isEmpty }

    /// The problems of one rule.
    public func problems(_ rule: ConsistencyProblem.Rule) -> [ConsistencyProblem] {
        problems.filter { $0.rule == rule }
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
        let behaviour = await exercises.concurrentMap { exercise in
            await checkBehaviour(of: exercise, engine: engine)
        }.flatMap { $0 }
        report.problems += await checkExamples(of: exercises, engine: engine)
        report.problems += behaviour.filter { !$0.finding.isNotice }
        report.problems = sorted(report.problems)
        report.notices = sorted(behaviour.filter(\.finding.isNotice))
        report.misconceptions = MisconceptionTally(exercises: exercises, problems: report.problems + report.notices)
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
                            .moduleIntroductionMissing(language)))
                }
            }
        }
        for exercise in kit.exercises { problems += checkExercise(exercise) }
        problems += checkPictures()
        return ConsistencyReport(
            problems: sorted(problems), exerciseCount: kit.exercises.count, checkedBehaviour: false)
    }

    // MARK: - Layout rules

    package static func isWellNamed(_ folder: String) -> Bool {
        let characters = Array(folder)
        guard characters.count >= 4, characters[0].isASCII, characters[0].isNumber, characters[1].isASCII,
            characters[1].isNumber, characters[2] == "-"
        else { return false }
        let slug = characters[3...]
        return slug.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
            && slug.first != "-" && slug.last != "-" && !String(slug).contains("--")
    }

    func problem(
        _ exercise: Exercise?, _ rule: ConsistencyProblem.Rule, _ path: String, _ finding: ConsistencyFinding
    )
        -> ConsistencyProblem
    {
        ConsistencyProblem(exerciseID: exercise?.id, rule: rule, path: path, finding: finding)
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
                        (place == Kit.lessonsFolder && Kit.lessonsFolderFiles.contains(entry))
                        || (place == Kit.exercisesFolder && entry == "Package.swift")
                    if !allowed {
                        problems.append(problem(nil, .strayFile, path, .fileOutsideModule))
                    }
                    continue
                }
                guard Kit.leadingNumber(entry) != nil else {
                    problems.append(
                        problem(nil, .strayFile, path, .folderIsNotModule))
                    continue
                }
                if !ConsistencyChecker.isWellNamed(entry) {
                    problems.append(
                        problem(
                            nil, .folderName, path,
                            .moduleFolderName))
                }
                for stepEntry in FileSystem.entries(url) where !stepEntry.hasPrefix(".") {
                    let stepPath = "\(path)/\(stepEntry)"
                    let stepURL = url.appendingPathComponent(stepEntry)
                    if !FileSystem.isDirectory(stepURL) {
                        if !(place == Kit.lessonsFolder && (stepEntry == "README.md" || stepEntry == "README.ja.md")) {
                            problems.append(problem(nil, .strayFile, stepPath, .fileOutsideExercise))
                        }
                        continue
                    }
                    guard Kit.leadingNumber(stepEntry) != nil,
                        let exercise = exercisesByPath["\(entry)/\(stepEntry)"]
                    else {
                        problems.append(
                            problem(
                                nil, .strayFile, stepPath,
                                .folderIsNotExercise))
                        continue
                    }
                    if !ConsistencyChecker.isWellNamed(stepEntry) {
                        problems.append(
                            problem(
                                exercise, .folderName, stepPath,
                                .exerciseFolderName
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
                problems.append(problem(exercise, .strayFile, "\(path)/\(file)", .onlySwiftFiles))
            }
        case Kit.lessonsFolder:
            let allowed: Set<String> = [
                "README.md", "README.ja.md", LessonPicture.exampleName, LessonPicture.pictureName,
                LessonPicture.stampName,
            ]
            for file in FileSystem.filesRecursively(folder) where !allowed.contains(file) {
                problems.append(
                    problem(exercise, .strayFile, "\(path)/\(file)", .lessonFolderFiles)
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
                                    .wrongAnswerIsNotFolder))
                            continue
                        }
                        for file in FileSystem.filesRecursively(slugURL)
                        where !file.hasSuffix(".swift") || file.contains("/") {
                            problems.append(
                                problem(
                                    exercise, .strayFile, "\(path)/\(entry)/\(slug)/\(file)",
                                    .wrongAnswerFiles))
                        }
                    }
                } else if FileSystem.isDirectory(url) {
                    problems.append(
                        problem(
                            exercise, .strayFile, "\(path)/\(entry)",
                            .checksFolderFolders))
                } else if !entry.hasSuffix(".swift") && entry != FingerprintFile.fileName
                    && !Language.allCases.contains(where: { HintsFile.fileName($0) == entry })
                {
                    problems.append(
                        problem(
                            exercise, .strayFile, "\(path)/\(entry)", .checksFolderFiles))
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
                        .sharedID(exercise.id, paths: paths)))
            }
        }
        var modules: [Int: Set<String>] = [:]
        for exercise in kit.exercises { modules[exercise.moduleNumber, default: []].insert(exercise.moduleFolder) }
        for (number, folders) in modules where folders.count > 1 {
            let list = folders.sorted()
            problems.append(
                problem(
                    nil, .uniqueID, list[0],
                    .sharedModuleNumber(number, folders: list)))
        }
        let byFolder = kit.exercises.map(\.path).sorted()
        let byNumber = kit.exercises.map(\.path)
        if let index = byFolder.indices.first(where: { byFolder[$0] != byNumber[$0] }) {
            problems.append(
                problem(
                    nil, .order, byNumber[index],
                    .outOfOrder(sortsFirst: byFolder[index], courseFirst: byNumber[index])
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
            problems.append(problem(exercise, .starter, exercise.starterFolder, .folderMissing))
        } else if starter!.isEmpty {
            problems.append(problem(exercise, .starter, exercise.starterFolder, .noSwiftFile))
        }
        if solution == nil {
            problems.append(problem(exercise, .solution, exercise.solutionFolder, .folderMissing))
        } else if solution!.isEmpty {
            problems.append(problem(exercise, .solution, exercise.solutionFolder, .noSwiftFile))
        }
        if let starter, let solution, !starter.isEmpty, !solution.isEmpty, Set(starter) != Set(solution) {
            let onlyStarter = Set(starter).subtracting(solution).sorted()
            let onlySolution = Set(solution).subtracting(starter).sorted()
            problems.append(
                problem(
                    exercise, .sameFileNames, exercise.solutionFolder,
                    .fileNamesDiffer(onlyStarter: onlyStarter, onlySolution: onlySolution)))
        }

        for name in exercise.givenFiles {
            let inStarter = FileManager.default.contents(atPath: kit.url("\(exercise.starterFolder)/\(name)").path)
            let inSolution = FileManager.default.contents(atPath: kit.url("\(exercise.solutionFolder)/\(name)").path)
            if inStarter != inSolution {
                problems.append(
                    problem(exercise, .givenFile, "\(exercise.starterFolder)/\(name)", .givenFileDiffers))
            }
        }

        if exercise.checks.isEmpty {
            problems.append(problem(exercise, .checks, exercise.checksFolder, .noCheckFile))
        }
        for check in exercise.checks where !check.problems.isEmpty {
            problems.append(problem(exercise, .checkHeader, check.path, .checkHeader(check.problems)))
        }
        if exercise.checks.contains(where: { $0.kind == .runs }),
            !exercise.checks.contains(where: { $0.kind == .runs && $0.varies != nil })
        {
            problems.append(problem(exercise, .variants, exercise.checksFolder, .noVariedCheck))
        }
        let previews = exercise.checks.filter(\.isPreview)
        if previews.count > 1 {
            problems.append(
                problem(
                    exercise, .checkHeader, previews[1].path,
                    .severalPreviews(previews.map(\.name))
                ))
        }

        var hintCounts: [Language: Int] = [:]
        for lesson in exercise.lessons {
            guard lesson.exists else {
                problems.append(
                    problem(
                        exercise, .lesson, lesson.path,
                        .lessonMissing(lesson.language)))
                continue
            }
            for message in lesson.problems {
                problems.append(problem(exercise, .frontMatter, lesson.path, .frontMatter(message)))
            }
            if lesson.title == nil {
                problems.append(problem(exercise, .frontMatter, lesson.path, .noTitle))
            }
            if lesson.language == .en {
                if let level = lesson.level {
                    if !(1...3).contains(level) {
                        problems.append(
                            problem(exercise, .frontMatter, lesson.path, .levelOutOfRange(level)))
                    }
                } else {
                    problems.append(
                        problem(exercise, .frontMatter, lesson.path, .noLevel))
                }
            }
            hintCounts[lesson.language] = lesson.hints.count
            if lesson.hints.count < 2 {
                problems.append(
                    problem(
                        exercise, .hints, lesson.hintsPath,
                        .tooFewHints(lesson.hints.count)
                    ))
            }
        }
        if let english = hintCounts[.en], let japanese = hintCounts[.ja], english != japanese {
            problems.append(
                problem(
                    exercise, .hints, "\(exercise.checksFolder)/\(HintsFile.fileName(.ja))",
                    .hintCountsDiffer(english: english, japanese: japanese)))
        }

        let checkNames = Set(exercise.checks.map(\.name))
        let lessonPath = exercise.lessonPath(.en)
        let anchors = ConsistencyChecker.headingAnchors(FileSystem.readText(kit.url(lessonPath)) ?? "")
        for wrong in exercise.wrongAnswers {
            for message in wrong.problems {
                problems.append(problem(exercise, .wrongAnswer, wrong.path, .wrongAnswerHeader(message)))
            }
            if let anchor = wrong.lessonAnchor, !anchors.contains(anchor) {
                problems.append(
                    problem(
                        exercise, .wrongAnswer, wrong.path,
                        .wrongAnswerHeader(.unknownLessonAnchor(anchor: anchor, lesson: lessonPath))))
            }
            for name in wrong.rejectedBy where !checkNames.contains(name) {
                problems.append(
                    problem(
                        exercise, .wrongAnswer, wrong.path,
                        .rejectedByNoCheck(name, checks: checkNames.sorted())
                    ))
            }
            if let solution {
                for file in wrong.files where !solution.contains(file) {
                    problems.append(
                        problem(
                            exercise, .wrongAnswer, "\(wrong.path)/\(file)",
                            .replacesNoSolutionFile(solutionFiles: solution)))
                }
            }
        }
        return problems
    }

    /// The anchors of a Markdown page's headings as GitHub makes them (`## The slice trap` is `#the-slice-trap`):
    /// lowercased, punctuation dropped, spaces turned into hyphens. Headings inside code blocks do not count.
    static func headingAnchors(_ page: String) -> Set<String> {
        var anchors: Set<String> = []
        var inCode = false
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            let kept = title.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " " }
            anchors.insert("#" + kept.replacingOccurrences(of: " ", with: "-"))
        }
        return anchors
    }

    // MARK: - Behaviour rules

    private func checkBehaviour(of exercise: Exercise, engine: CheckEngine) async -> [ConsistencyProblem] {
        async let starterVerdict = engine.check(exercise, from: .exercises)
        async let solutionVerdict = engine.check(exercise, from: .solutions)
        let wrongVerdicts = await exercise.wrongAnswers.concurrentMap { wrong in
            await engine.check(wrong, of: exercise)
        }
        var problems: [ConsistencyProblem] = []
        let starter = await starterVerdict
        switch starter.outcome {
        case .passed:
            problems.append(
                problem(
                    exercise, .starterFails, exercise.starterFolder,
                    .starterPasses))
        case .doesNotCompile:
            problems.append(
                problem(
                    exercise, .starterCompiles, starter.fileToEdit ?? exercise.starterFolder,
                    .starterDoesNotCompile(compilerOutput(starter))))
        case .refused, .cannotCheck:
            problems.append(
                problem(exercise, .starterFails, exercise.starterFolder, .notChecked(starter.evidence)))
        default:
            break
        }
        let solution = await solutionVerdict
        if !solution.passed {
            problems.append(
                problem(
                    exercise, .solutionPasses, solution.fileToEdit ?? exercise.solutionFolder,
                    .solutionFails(solution.evidence)))
        }
        for (wrong, verdict) in zip(exercise.wrongAnswers, wrongVerdicts) {
            switch verdict.outcome {
            case .passed:
                problems.append(
                    problem(
                        exercise, .wrongAnswerRejected, wrong.path,
                        .wrongAnswerPasses))
            case .doesNotCompile:
                problems.append(
                    problem(
                        exercise, .wrongAnswerRejected, wrong.path,
                        .wrongAnswerDoesNotCompile(compilerOutput(verdict))))
            case .refused, .cannotCheck:
                problems.append(
                    problem(
                        exercise, .wrongAnswerRejected, wrong.path, .notChecked(verdict.evidence)))
            default:
                // Names that are not checks are reported by the layout rules.
                let missing = wrong.rejectedBy.filter {
                    exercise.check(named: $0) != nil && !verdict.failingChecks.contains($0)
                }
                if !missing.isEmpty {
                    problems.append(
                        problem(
                            exercise, .wrongAnswerRejected, wrong.path,
                            .failsOtherChecks(expected: missing, failing: verdict.failingChecks)
                        ))
                }
            }
        }
        problems += checkMisconceptions(of: exercise, verdicts: wrongVerdicts, compiler: await compilerName())
        problems += checkBehaviourFiles(of: exercise, verdicts: wrongVerdicts)
        problems += await checkVariants(of: exercise, engine: engine)
        return problems
    }

    private func compilerOutput(_ verdict: Verdict) -> CompilerOutput {
        if case .doesNotCompile(let output) = verdict.evidence { return output }
        return CompilerOutput(text: "")
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
