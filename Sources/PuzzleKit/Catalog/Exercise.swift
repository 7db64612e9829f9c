import Foundation

/// One exercise of the catalog: a folder `NN-module/MM-step` present in Sources/Exercises, Solutions,
/// Tests/ExerciseTests/Checks and Lessons.
public struct Exercise: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// `NN.M`, e.g. `01.3`.
    public var id: String
    /// The folder path shared by the four places, e.g. `01-plain-lists/03-both-initializers`.
    public var path: String
    /// The module number (`01` → 1).
    public var moduleNumber: Int
    /// The step number within the module (`03` → 3).
    public var stepNumber: Int
    /// The English title from the lesson's front matter (the step folder's name if there is none).
    public var title: String { pages.value.title }
    /// The level, 1 to 3, from the English lesson's front matter.
    public var level: Int? { pages.value.level }
    /// The lesson pages, English first.
    public var lessons: [Lesson] { pages.value.lessons }
    /// The check files, in the order verdicts report them (compiles, runs, rejects; then by name).
    public var checks: [CheckFile] { checkFiles.value }
    /// The wrong answers kept with the checks.
    public var wrongAnswers: [WrongAnswer] { wrongAnswerFolders.value }
    /// The given files: files the learner has complete and must not change, named like the starter's files
    /// (`Indexed.swift`). Declared by a `// given:` line in the header of the solution's copy (docs/AUTHORING.md);
    /// the engine compiles the kit's copy of them in place of the learner's.
    public var givenFiles: [String] { givenFileNames.value }

    /// What the lesson pages say (title, level, the pages with their hints), read from disk when first asked for:
    /// a check names its exercise by id and reads only its own exercise's pages, if any.
    let pages: ReadOnce<Pages>
    /// The checks, wrong answers and given files, each read from disk when first asked for: `list`, `status`, `hint`
    /// and `lesson` need none of them, and a check needs only its own exercise's checks and given files.
    let checkFiles: ReadOnce<[CheckFile]>
    let wrongAnswerFolders: ReadOnce<[WrongAnswer]>
    let givenFileNames: ReadOnce<[String]>

    /// What an exercise's lesson pages give it.
    struct Pages: Sendable {
        var title: String
        var level: Int?
        var lessons: [Lesson]
    }

    /// Two exercises are the same when they are read from the same folder with the same contents.
    public static func == (a: Exercise, b: Exercise) -> Bool {
        a.id == b.id && a.path == b.path && a.title == b.title && a.level == b.level && a.lessons == b.lessons
            && a.checks == b.checks && a.wrongAnswers == b.wrongAnswers && a.givenFiles == b.givenFiles
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(path)
    }

    /// The module PuzzleKit compiles and SwiftPM builds for this exercise: `Exercise01_3`.
    public var moduleName: String { Exercise.moduleName(module: moduleNumber, step: stepNumber) }
    /// The module folder, e.g. `01-plain-lists`.
    public var moduleFolder: String { String(path.split(separator: "/").first ?? "") }
    /// The step folder, e.g. `03-both-initializers`.
    public var stepFolder: String { String(path.split(separator: "/").last ?? "") }
    /// The starter folder relative to the kit root: `Sources/Exercises/<path>`.
    public var starterFolder: String { "\(Kit.exercisesFolder)/\(path)" }
    /// The solution folder relative to the kit root: `Solutions/<path>`.
    public var solutionFolder: String { "\(Kit.solutionsFolder)/\(path)" }
    /// The checks folder relative to the kit root: `Tests/ExerciseTests/Checks/<path>`.
    public var checksFolder: String { "\(Kit.checksFolder)/\(path)" }
    /// The lesson folder relative to the kit root: `Lessons/<path>`.
    public var lessonFolder: String { "\(Kit.lessonsFolder)/\(path)" }
    /// `01.3 Both initializers`.
    public var description: String { "\(id) \(title)" }

    /// The lesson page in a language, if the catalog knows it.
    public func lesson(_ language: Language) -> Lesson? { lessons.first { $0.language == language } }
    /// The lesson page's path relative to the kit root, e.g. `Lessons/01-plain-lists/03-both/README.md`.
    public func lessonPath(_ language: Language = .en) -> String { "\(lessonFolder)/\(language.lessonFileName)" }
    /// The title in a language, falling back to English.
    public func title(_ language: Language) -> String { lesson(language)?.title ?? title }
    /// The hints in a language, in order, falling back to English when that page has none.
    public func hints(_ language: Language = .en) -> [String] {
        let hints = lesson(language)?.hints ?? []
        return hints.isEmpty ? (lesson(.en)?.hints ?? []) : hints
    }
    /// The check `// check: runs, preview` (`puzzles preview`), if any.
    public var previewCheck: CheckFile? { checks.first { $0.isPreview && $0.kind == .runs } }
    /// The check with this name (file name without `.swift`).
    public func check(named name: String) -> CheckFile? {
        let name = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
        return checks.first { $0.name == name }
    }

    /// `Exercise01_3` for module 1, step 3.
    public static func moduleName(module: Int, step: Int) -> String {
        "Exercise\(module < 10 ? "0" : "")\(module)_\(step)"
    }

    /// `01.3` for module 1, step 3.
    public static func id(module: Int, step: Int) -> String { "\(module < 10 ? "0" : "")\(module).\(step)" }

    /// `01.3` for the module `Exercise01_3`: the id that ``moduleName(module:step:)`` was made from, if it was.
    public static func id(moduleName: String) -> String? {
        guard moduleName.hasPrefix("Exercise") else { return nil }
        let parts = moduleName.dropFirst("Exercise".count).split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count == 2, let module = Int(parts[0]), let step = Int(parts[1]),
            Self.moduleName(module: module, step: step) == moduleName
        else { return nil }
        return id(module: module, step: step)
    }
}
