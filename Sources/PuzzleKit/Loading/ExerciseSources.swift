import Foundation

/// The code of one exercise as the engine compiles it.
public struct ExerciseSources: Sendable, Hashable {
    /// The files, sorted by name.
    public var files: [SourceFile]
    /// The folder the learner edits, as shown to people (e.g. `Sources/Exercises/01-plain-lists/03-both`).
    public var displayFolder: String
    /// Where the code came from (`Sources/Exercises`, `Solutions`, a checkout's path, a wrong answer).
    public var origin: String

    /// Sources assembled by hand (the kit's tests use this for wrong answers and fixtures).
    public init(files: [SourceFile], displayFolder: String, origin: String) {
        self.files = files.sorted { $0.name < $1.name }
        self.displayFolder = displayFolder
        self.origin = origin
    }

    /// The given files (``Exercise/givenFiles``) whose copy here differed from the kit's, or was missing, and
    /// was replaced by the kit's copy before compiling: their paths as shown to people, sorted.
    public var givenFilesReplaced: [String] = []

    /// The names of the files that differ from the kit's reference solution, when known.
    var differingFromSolution: Set<String>?

    /// The file a learner should open first: the only file, else the first with a `// TODO:`, else the first
    /// that still differs from the reference solution (where the unfinished work is), else the first.
    var mainFile: SourceFile? {
        if files.count <= 1 { return files.first }
        if let marked = files.first(where: { String(decoding: $0.contents, as: UTF8.self).contains("TODO:") }) {
            return marked
        }
        if let differing = differingFromSolution, let file = files.first(where: { differing.contains($0.name) }) {
            return file
        }
        return files.first
    }
}
