import Foundation

/// Where the engine reads an exercise's code from.
public enum SourceRoot: Sendable, Hashable, CustomStringConvertible {
    /// The learner's workspace, `Sources/Exercises` in the kit.
    case exercises
    /// The reference solutions, `Solutions` in the kit.
    case solutions
    /// Another checkout of the kit (a learner's work being graded). Only the `.swift` files under its
    /// `Sources/Exercises/<exercise>` are read: never its checks, tests, lessons or manifest.
    case checkout(URL)

    /// Reads `PUZZLES_SOURCE`: unset or `exercises` → ``exercises``, `solutions` → ``solutions``,
    /// anything else is the path of a checkout to check.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> SourceRoot
    {
        switch environment["PUZZLES_SOURCE"]?.trimmingCharacters(in: .whitespaces) ?? "" {
        case "", "exercises", "starters": return .exercises
        case "solutions", "solution": return .solutions
        case let path: return .checkout(URL(fileURLWithPath: path))
        }
    }

    public var description: String {
        switch self {
        case .exercises: Kit.exercisesFolder
        case .solutions: Kit.solutionsFolder
        case .checkout(let url): "checkout \(url.path)"
        }
    }

    /// The folder holding the `NN-module/MM-step` folders, and how it is shown to people.
    func base(in kit: Kit) -> (url: URL, display: String, boundary: URL) {
        switch self {
        case .exercises:
            return (kit.url(Kit.exercisesFolder), Kit.exercisesFolder, kit.root)
        case .solutions:
            return (kit.url(Kit.solutionsFolder), Kit.solutionsFolder, kit.root)
        case .checkout(let url):
            let root = url.standardizedFileURL
            return (
                root.appendingPathComponent(Kit.exercisesFolder),
                kit.relativePath(root.appendingPathComponent(Kit.exercisesFolder)), root
            )
        }
    }
}

/// One source file of an exercise, read into memory.
public struct SourceFile: Sendable, Hashable {
    /// The path inside the exercise folder, e.g. `PlainList.swift`.
    public var name: String
    /// The path shown to people (relative to the kit root when inside it).
    public var displayPath: String
    /// The file's bytes.
    public var contents: Data

    /// A source file.
    public init(name: String, displayPath: String, contents: Data) {
        self.name = name
        self.displayPath = displayPath
        self.contents = contents
    }
}

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

/// Why an exercise's files were not read.
public struct SourceRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path that was refused, as shown to people.
    public var path: String
    /// Why, in plain words.
    public var reason: String
    /// What to do about it.
    public var remedy: String

    public var description: String { "\(path): \(reason)" }
}

/// Limits on what the engine reads from a source root.
struct SourceLimits: Sendable {
    var maxFileSize = 256 * 1024
    var maxFileCount = 64
}

enum SourceLoader {
    /// Reads the `.swift` files of an exercise folder (recursively, hidden files skipped). Refuses symbolic
    /// links on the way down from the root, non-regular and oversized files, and a missing folder.
    static func load(_ exercise: Exercise, from root: SourceRoot, kit: Kit, limits: SourceLimits)
        -> Result<ExerciseSources, SourceRefusal>
    {
        let base = root.base(in: kit)
        let displayFolder = "\(base.display)/\(exercise.path)"
        let folder = base.url.appendingPathComponent(exercise.path)

        // Every folder between the root and the exercise must be a real folder.
        var walk = base.boundary
        let relative = String(folder.path.dropFirst(base.boundary.path.count)).split(separator: "/")
        for component in relative {
            walk = walk.appendingPathComponent(String(component))
            switch FileSystem.kind(walk) {
            case .directory: continue
            case .symbolicLink:
                return .failure(
                    SourceRefusal(
                        path: kit.relativePath(walk), reason: "is a symbolic link, and links are not followed",
                        remedy: "replace the link with a real folder"))
            case .missing:
                return .failure(
                    SourceRefusal(
                        path: displayFolder, reason: "does not exist",
                        remedy: root == .exercises
                            ? "restore it with `swift run puzzles reset \(exercise.id)`"
                            : "the exercise's folder is missing from this copy of the kit"))
            default:
                return .failure(
                    SourceRefusal(
                        path: kit.relativePath(walk), reason: "is not a folder", remedy: "make it a folder"))
            }
        }
        return loadFolder(folder, displayFolder: displayFolder, origin: base.display, limits: limits).map { sources in
            guard root != .solutions else { return sources }
            var marked = sources
            let solution = kit.url(exercise.solutionFolder)
            marked.differingFromSolution = Set(
                sources.files.filter { file in
                    FileManager.default.contents(atPath: solution.appendingPathComponent(file.name).path)
                        != file.contents
                }.map(\.name))
            return marked
        }
    }

    /// Reads every `.swift` file below a folder.
    static func loadFolder(_ folder: URL, displayFolder: String, origin: String, limits: SourceLimits)
        -> Result<ExerciseSources, SourceRefusal>
    {
        var files: [SourceFile] = []
        var pending: [(url: URL, name: String)] = [(folder, "")]
        while let (url, prefix) = pending.popLast() {
            for entry in FileSystem.entries(url) where !entry.hasPrefix(".") {
                let child = url.appendingPathComponent(entry)
                let name = prefix + entry
                let display = "\(displayFolder)/\(name)"
                switch FileSystem.kind(child) {
                case .directory:
                    pending.append((child, name + "/"))
                case .symbolicLink:
                    if entry.hasSuffix(".swift") || FileSystem.isDirectory(child) {
                        return .failure(
                            SourceRefusal(
                                path: display, reason: "is a symbolic link, and links are not followed",
                                remedy: "replace it with a regular file"))
                    }
                case .file where entry.hasSuffix(".swift"):
                    switch FileSystem.readRegularFile(child, limit: limits.maxFileSize) {
                    case .success(let data):
                        files.append(SourceFile(name: name, displayPath: display, contents: data))
                    case .failure(.tooLarge(let size)):
                        return .failure(
                            SourceRefusal(
                                path: display,
                                reason:
                                    "is \(size / 1024) KB, larger than the \(limits.maxFileSize / 1024) KB an exercise file may have",
                                remedy: "shorten it"))
                    case .failure(.symbolicLink):
                        return .failure(
                            SourceRefusal(
                                path: display, reason: "is a symbolic link, and links are not followed",
                                remedy: "replace it with a regular file"))
                    case .failure(.notRegular):
                        return .failure(
                            SourceRefusal(
                                path: display, reason: "is not a regular file", remedy: "replace it with a regular file"
                            ))
                    case .failure(.unreadable(let message)):
                        return .failure(
                            SourceRefusal(
                                path: display, reason: "cannot be read (\(message))", remedy: "check its permissions"))
                    }
                case .other where entry.hasSuffix(".swift"):
                    return .failure(
                        SourceRefusal(
                            path: display, reason: "is not a regular file", remedy: "replace it with a regular file"))
                default:
                    continue
                }
                if files.count > limits.maxFileCount {
                    return .failure(
                        SourceRefusal(
                            path: displayFolder, reason: "holds more than \(limits.maxFileCount) Swift files",
                            remedy: "an exercise needs only a few files; remove the others"))
                }
            }
        }
        guard !files.isEmpty else {
            return .failure(
                SourceRefusal(
                    path: displayFolder, reason: "holds no .swift file",
                    remedy: "restore the exercise's files (`swift run puzzles reset` restores a starter)"))
        }
        return .success(ExerciseSources(files: files, displayFolder: displayFolder, origin: origin))
    }
}
