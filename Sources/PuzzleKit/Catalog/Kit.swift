import Foundation

/// The kit: its root folder and its catalog of exercises, read from disk in course order.
public struct Kit: Sendable {
    /// Where learners edit exercises, relative to the root.
    public static let exercisesFolder = "Sources/Exercises"
    /// Where the reference solutions live, relative to the root.
    public static let solutionsFolder = "Solutions"
    /// Where the check files live, relative to the root.
    public static let checksFolder = "Tests/ExerciseTests/Checks"
    /// Where the lessons live, relative to the root.
    public static let lessonsFolder = "Lessons"
    /// The files of the lessons folder outside the modules: the course's introduction, the Japanese glossary, and the
    /// page on the compiler's words (what depends on the compiler build, checked by Tests/QuotedDiagnostics).
    static let lessonsFolderFiles = [
        "README.md", "README.ja.md", "GLOSSARY.ja.md", "COMPILER-QUIRKS.md", "COMPILER-QUIRKS.ja.md",
    ]
    /// MiniUI's sources, relative to the root. The engine always compiles the kit's own copy.
    public static let miniUIFolder = "Sources/MiniUI"
    /// The program that expands MiniUI's macros (`#Preview`, `@Entry`), built with MiniUI.
    public static let miniUIMacrosFolder = "Sources/MiniUIMacros"
    /// On Linux, which has no Combine, a module of that name that re-exports MiniUI, built with MiniUI.
    public static let combineOnLinuxFolder = "Sources/CombineOnLinux"
    /// The folder holding an exercise's wrong answers, inside its checks folder.
    public static let wrongAnswersFolder = "wrong-answers"

    /// The kit's root folder (the one holding Package.swift).
    public let root: URL
    /// The catalog, read from disk the first time it is asked for: a command that needs none of it (`--version`,
    /// `help`) never reads it.
    private let catalog: Locked<[Exercise]?> = Locked(nil)
    /// The exercises made so far, by folder: one exercise found by id and then in the catalog is one value, so its
    /// pages and files are read once.
    private let made: Locked<[String: Exercise]> = Locked([:])
    /// The folder each id asked for before the catalog was read names (nil: none).
    private let foundByID: Locked<[String: String?]> = Locked([:])

    /// Every exercise, in course order (module number, then step number).
    public var exercises: [Exercise] {
        catalog.withLock { catalog in
            if let catalog { return catalog }
            let read = Kit.catalogFolders(root: root).map(exercise(atPath:))
            catalog = read
            return read
        }
    }

    /// The kit at `root`; its catalog is read when first needed.
    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// Finds the kit at or above `start` (a file or a folder): the first folder holding `Package.swift` and `Lessons/`.
    public static func locate(from start: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        throws(KitError) -> Kit
    {
        var folder = start.standardizedFileURL
        if !FileSystem.isDirectory(folder) { folder = folder.deletingLastPathComponent() }
        while true {
            if FileSystem.isRegularFile(folder.appendingPathComponent("Package.swift"))
                && FileSystem.isDirectory(folder.appendingPathComponent(lessonsFolder))
            {
                return Kit(root: folder)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path || folder.path == "/" { break }
            folder = parent
        }
        throw .kitNotFound(searchedFrom: start.path)
    }

    /// The same kit with its catalog read again (after `dev new` or an edit to a lesson page).
    public func reloaded() -> Kit { Kit(root: root) }

    /// A path relative to the kit root as a URL.
    public func url(_ relativePath: String) -> URL {
        relativePath.isEmpty ? root : root.appendingPathComponent(relativePath)
    }

    /// A URL as a path relative to the kit root, or the absolute path when it lies outside the kit.
    public func relativePath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
    }

    /// The exercise with this id (`01.3`), if any.
    public func exercise(id: String) -> Exercise? {
        guard let (module, step) = Kit.parseID(id) else { return nil }
        if let read = catalog.withLock({ $0 }) {
            return read.first { $0.moduleNumber == module && $0.stepNumber == step }
        }
        // Before the catalog is read, only the folders this id can name are listed (a check reads nothing else).
        let path = foundByID.withLock { found in
            if let path = found[id] { return path }
            let path = Kit.catalogFolders(root: root, module: module, step: step).first
            found[id] = .some(path)
            return path
        }
        return path.map(exercise(atPath:))
    }

    /// The exercise in `NN-module/MM-step`, made once.
    private func exercise(atPath path: String) -> Exercise {
        made.withLock { made in
            if let exercise = made[path] { return exercise }
            let exercise = Kit.makeExercise(root: root, path: path)
            made[path] = exercise
            return exercise
        }
    }

    /// Finds an exercise by id (`1.3`, `01.3`), folder (`01-plain-lists/03-both-initializers`, also with a
    /// `Sources/Exercises/`, `Solutions/`, `Lessons/` or checks prefix, or a file inside it), step folder
    /// (`03-both-initializers`) or slug (`both-initializers`). Throws with the closest match otherwise.
    public func exercise(matching query: String) throws(KitError) -> Exercise {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        if let exercise = exercise(id: trimmed) { return exercise }
        var path = trimmed
        if path.hasPrefix("/") { path = relativePath(URL(fileURLWithPath: path)) }
        while path.hasPrefix("./") { path.removeFirst(2) }
        for prefix in [Kit.exercisesFolder, Kit.solutionsFolder, Kit.checksFolder, Kit.lessonsFolder] {
            if path.hasPrefix(prefix + "/") { path.removeFirst(prefix.count + 1) }
        }
        let components = path.split(separator: "/").map(String.init)
        if components.count >= 2 {
            let folder = components[0] + "/" + components[1]
            if let exercise = exercises.first(where: { $0.path == folder }) { return exercise }
        }
        if components.count == 1 {
            let name = components[0]
            let byStep = exercises.filter { $0.stepFolder == name || Kit.slug($0.stepFolder) == name }
            if byStep.count == 1 { return byStep[0] }
        }
        throw .noSuchExercise(query: query, suggestion: closestExercise(to: trimmed))
    }

    /// The exercise whose id, folder or slug is closest to `query` by edit distance, if reasonably close.
    public func closestExercise(to query: String) -> Exercise? {
        DidYouMean.closest(to: query, among: exercises) {
            [$0.id, $0.path, $0.stepFolder, Kit.slug($0.stepFolder)]
        }
    }

    // MARK: - Reading the catalog

    /// `1.3` or `01.3` → (1, 3).
    static func parseID(_ id: String) -> (Int, Int)? {
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let module = Int(parts[0]), let step = Int(parts[1]), module >= 0, step >= 0,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) })
        else { return nil }
        return (module, step)
    }

    /// The number a folder name starts with (`03-both` → 3), if it starts with digits.
    package static func leadingNumber(_ name: String) -> Int? {
        let digits = name.prefix(while: \.isNumber)
        guard !digits.isEmpty, digits.count <= 4 else { return nil }
        return Int(digits)
    }

    /// `03-both-initializers` → `both-initializers`.
    package static func slug(_ folder: String) -> String {
        let rest = folder.drop(while: \.isNumber)
        return String(rest.hasPrefix("-") ? rest.dropFirst() : rest)
    }

    /// The exercise folders (`NN-module/MM-step`) under one of the four places; only those of one module and step
    /// when they are given.
    static func exerciseFolders(in base: URL, module: Int? = nil, step: Int? = nil) -> [String] {
        var result: [String] = []
        for moduleFolder in FileSystem.subfolders(base) {
            guard let number = leadingNumber(moduleFolder), module == nil || module == number else { continue }
            for stepFolder in FileSystem.subfolders(base.appendingPathComponent(moduleFolder)) {
                guard let number = leadingNumber(stepFolder), step == nil || step == number else { continue }
                result.append("\(moduleFolder)/\(stepFolder)")
            }
        }
        return result
    }

    /// The header line that declares a given file, within the first ``givenMarkerLines`` lines of the
    /// solution's copy of the file.
    package static let givenMarker = "// given:"
    static let givenMarkerLines = 16

    /// Whether a file's header declares it given (a line starting with ``givenMarker`` in its first lines).
    package static func declaresGiven(_ text: String) -> Bool {
        text.split(separator: "\n", maxSplits: givenMarkerLines, omittingEmptySubsequences: false)
            .prefix(givenMarkerLines)
            .contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(givenMarker) }
    }

    /// The `.swift` files of a solution folder that declare themselves given, by name, sorted.
    static func givenFiles(inSolution folder: URL) -> [String] {
        guard FileSystem.isDirectory(folder) else { return [] }
        return FileSystem.filesRecursively(folder).filter { name in
            name.hasSuffix(".swift")
                && FileSystem.readText(folder.appendingPathComponent(name)).map(declaresGiven) == true
        }.sorted()
    }

    /// The four places an exercise's folder may be in.
    static let catalogPlaces = [lessonsFolder, checksFolder, exercisesFolder, solutionsFolder]

    /// Every exercise folder in any of the four places, in course order (module number, step number, then folder);
    /// only those of one module and step when they are given.
    static func catalogFolders(root: URL, module: Int? = nil, step: Int? = nil) -> [String] {
        var paths = Set<String>()
        for place in catalogPlaces {
            paths.formUnion(exerciseFolders(in: root.appendingPathComponent(place), module: module, step: step))
        }
        return paths.map { path in
            let parts = path.split(separator: "/").map(String.init)
            return (leadingNumber(parts[0]) ?? 0, leadingNumber(parts[1]) ?? 0, path)
        }.sorted { $0 < $1 }.map(\.2)
    }

    /// The exercise in `NN-module/MM-step`: its pages and files are read when first asked for.
    static func makeExercise(root: URL, path: String) -> Exercise {
        let parts = path.split(separator: "/").map(String.init)
        let module = leadingNumber(parts[0]) ?? 0
        let step = leadingNumber(parts[1]) ?? 0
        return Exercise(
            id: Exercise.id(module: module, step: step), path: path, moduleNumber: module, stepNumber: step,
            pages: ReadOnce { readPages(root: root, path: path) },
            checkFiles: ReadOnce { readChecks(root: root, path: path) },
            wrongAnswerFolders: ReadOnce { readWrongAnswers(root: root, path: path) },
            givenFileNames: ReadOnce {
                givenFiles(inSolution: root.appendingPathComponent("\(solutionsFolder)/\(path)"))
            })
    }

    /// An exercise's lesson pages, in every language, with their hints.
    static func readPages(root: URL, path: String) -> Exercise.Pages {
        let lessons = Language.allCases.map { language -> Lesson in
            let relative = "\(lessonsFolder)/\(path)/\(language.lessonFileName)"
            let hintsPath = "\(Kit.checksFolder)/\(path)/\(HintsFile.fileName(language))"
            let hints = FileSystem.readText(root.appendingPathComponent(hintsPath)).map {
                HintsFile(parsing: $0).hints
            }
            guard let text = FileSystem.readText(root.appendingPathComponent(relative)) else {
                return Lesson(
                    language: language, path: relative, exists: false, title: nil, level: nil,
                    hints: hints ?? [], hintsPath: hintsPath, problems: [])
            }
            let frontMatter = FrontMatter(parsing: text)
            var problems = frontMatter.problems
            if frontMatter.lists["hints"] != nil {
                problems.append(.hintsOnLessonPage(hintsPath: hintsPath))
            }
            return Lesson(
                language: language, path: relative, exists: true, title: frontMatter.title,
                level: frontMatter.level, hints: hints ?? [], hintsPath: hintsPath, problems: problems)
        }
        let english = lessons.first { $0.language == .en }
        return Exercise.Pages(
            title: english?.title
                ?? slug(String(path.split(separator: "/").last ?? "")).replacingOccurrences(of: "-", with: " "),
            level: english?.level, lessons: lessons)
    }

    /// An exercise's check files, in the order verdicts report them.
    static func readChecks(root: URL, path: String) -> [CheckFile] {
        let checksFolder = "\(Kit.checksFolder)/\(path)"
        let checksURL = root.appendingPathComponent(checksFolder)
        return FileSystem.files(checksURL).filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.map {
            file -> CheckFile in
            let contents = FileSystem.readText(checksURL.appendingPathComponent(file)) ?? ""
            return CheckFile(name: String(file.dropLast(6)), path: "\(checksFolder)/\(file)", contents: contents)
        }.sorted { a, b in
            switch (a.kind, b.kind) {
            case (let x?, let y?) where x != y: return x < y
            case (nil, _?): return false
            case (_?, nil): return true
            default: return a.name < b.name
            }
        }
    }

    /// The wrong answers kept with an exercise's checks.
    static func readWrongAnswers(root: URL, path: String) -> [WrongAnswer] {
        let wrongFolder = "\(Kit.checksFolder)/\(path)/\(wrongAnswersFolder)"
        return FileSystem.subfolders(root.appendingPathComponent(wrongFolder)).map { slug in
            let folder = "\(wrongFolder)/\(slug)"
            let folderURL = root.appendingPathComponent(folder)
            let files = FileSystem.files(folderURL).filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }
            return WrongAnswer(
                slug: slug, path: folder,
                files: files.map { ($0, FileSystem.readText(folderURL.appendingPathComponent($0)) ?? "") })
        }
    }
}
