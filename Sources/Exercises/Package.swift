// swift-tools-version: 6.0
//
// The learner's workspace as a package of its own, for the editor: sourcekit-lsp finds this manifest (the
// closest one above an exercise file) and indexes each exercise folder as a module, so completions and
// diagnostics work while you type. The kit's own package (../../Package.swift) does not build these folders:
// the check engine compiles each exercise on its own, so one exercise that does not compile never stops
// `swift test` from reporting the others.
//
// Every folder `NN-module/MM-step` becomes a target named `ExerciseNN_M` (for example `Exercise01_3`), the
// module name the checks import.

import Foundation
import PackageDescription

let exercisesRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

func subfolders(_ url: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { name in
        var isDirectory: ObjCBool = false
        let path = url.appendingPathComponent(name).path
        return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }.sorted()
}

/// `01-plain-lists/03-both-initializers` becomes `Exercise01_3` (the rule of PuzzleKit's `Exercise.moduleName`,
/// repeated here because a manifest cannot import the kit).
func exerciseModuleName(module: String, step: String) -> String? {
    guard let moduleNumber = Int(module.prefix(while: \.isNumber)),
        let stepNumber = Int(step.prefix(while: \.isNumber))
    else { return nil }
    return "Exercise\(moduleNumber < 10 ? "0" : "")\(moduleNumber)_\(stepNumber)"
}

let package = Package(
    name: "Exercises",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "SwiftUITypePuzzles", path: "../..")],
    targets: subfolders(exercisesRoot).flatMap { module in
        subfolders(exercisesRoot.appendingPathComponent(module)).compactMap { step -> Target? in
            guard let name = exerciseModuleName(module: module, step: step) else { return nil }
            return .target(
                name: name, dependencies: [.product(name: "MiniUI", package: "SwiftUITypePuzzles")],
                path: "\(module)/\(step)")
        }
    },
    swiftLanguageModes: [.v6]
)
