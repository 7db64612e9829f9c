import Foundation

/// The one action a verdict points at, with what the presenter needs to name it. Files are relative to
/// the kit root (or to the graded checkout).
public enum NextStep: Codable, Sendable, Hashable {
    /// The exercise passes: go on to the next one.
    case moveOn
    /// Graded and not attempted: the exercise's folder still holds the starter.
    case attempt(folder: String)
    /// Fix the compiler error in the learner's file (the line, when the compiler named one).
    case fixCompileError(file: String, line: Int?)
    /// Change the learner's file so that a compiles (or runs) check compiles and passes.
    case makeCheckCompile(file: String, line: Int?, checkPath: String)
    /// Change the learner's file so that the compiler refuses what a rejects check marks `expected-error`.
    case makeCompilerRefuse(file: String, line: Int?, checkPath: String)
    /// Change the learner's file so that a runs check prints the expected lines.
    case fixOutput(file: String, line: Int?, checkPath: String)
    /// Find the loop that never ends (or the property or `body` that keeps triggering itself).
    case endTheLoop(file: String)
    /// Find the function, property or `body` that calls itself without end.
    case endTheRecursion(file: String, line: Int?)
    /// Find what stops the program and handle that case.
    case handleTheCrash(file: String, line: Int?)
    /// Stop through the kit's failure function (`lateinitFailure`) rather than `fatalError` at the place.
    case stopThrough(function: String, file: String, line: Int?)
    /// Change the code the compiler warns about: the lesson teaches this warning as wrong.
    case heedWarning(file: String, line: Int?)
    /// Find the print or update inside a loop that never ends.
    case stopThePrinting(file: String)
    /// Deal with a refused path (how depends on the reason).
    case fixRefusedPath(SourceRefusal)
    /// Install a Swift 6 toolchain (or set `SWIFTC`).
    case installToolchain
    /// Restore the kit's Sources/MiniUI: the learner's code is not at fault.
    case restoreMiniUI
    /// Delete the cache folder (its path as the runner knows it), then check again.
    case clearCache(folder: String)
    /// Check again.
    case checkAgain
    /// Free space on the disk that holds `folder` (the cache, as configured), then check again.
    case freeSpace(folder: String)
    /// Make `folder` writable (or point `PUZZLES_CACHE` at a writable folder), then check again.
    case makeWritable(folder: String)
    /// The compiler was still busy with this place at its time limit: split the slow expression, or allow
    /// the compiler more time, then check again.
    case speedUpCompile(file: String, line: Int?)
    /// Add check files to the exercise's checks folder (a kit author's task).
    case addChecks(folder: String)
    /// Report or fix the kit's check file: the learner's code is not at fault.
    case fixKitCheck(path: String)
}
