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
