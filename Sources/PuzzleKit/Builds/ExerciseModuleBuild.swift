import Foundation

/// A compiled exercise module:
/// `<cache>/exercises/ExerciseNN_M/<hash>/{src/, Modules/ExerciseNN_M.swiftmodule, ExerciseNN_M.o, done.json}`.
struct ExerciseModuleBuild: Sendable {
    var hash: String
    var moduleName: String
    var entry: URL
    var record: EntryRecord
    var succeeded: Bool { record.succeeded }
    var diagnostics: String { record.diagnostics }
    var modules: URL { entry.appendingPathComponent("Modules") }
    var object: URL { entry.appendingPathComponent("\(moduleName).o") }
    var sources: URL { entry.appendingPathComponent("src") }
}
