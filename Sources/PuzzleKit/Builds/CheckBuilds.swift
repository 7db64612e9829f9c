import Foundation

/// Everything a check needs: the compiler, MiniUI and the exercise module.
struct CheckBuilds: Sendable {
    var toolchain: Toolchain
    var miniUI: MiniUIBuild
    var exercise: ExerciseModuleBuild

    /// Whether both entries are still in the cache (someone may delete the folder mid-run).
    var stillExists: Bool {
        FileSystem.exists(miniUI.entry.appendingPathComponent("done.json"))
            && FileSystem.exists(exercise.entry.appendingPathComponent("done.json"))
    }
}
