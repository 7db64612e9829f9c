// swift-tools-version: 6.0
//
// SwiftUI Type Puzzles: an exercise kit for the type puzzles behind SwiftUI's APIs.
//
// Every folder `Sources/Exercises/NN-module/MM-step` becomes a target of its own named
// `ExerciseNN_M` (for example `Exercise01_3`), so adding an exercise never means editing this file.
// The exercise targets are library targets that nothing depends on: `swift build` compiles them so
// an editor indexes the learner's code, while `puzzles` and the tests check them through PuzzleKit,
// which compiles each exercise on its own so one broken exercise never hides the others.

import Foundation
import PackageDescription

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let exercisesRoot = packageRoot.appendingPathComponent("Sources/Exercises")

/// `01-plain-lists/03-both-initializers` becomes `Exercise01_3`.
func exerciseTargetName(module: String, step: String) -> String? {
    guard let moduleNumber = Int(module.prefix(while: \.isNumber)),
        let stepNumber = Int(step.prefix(while: \.isNumber))
    else { return nil }
    let nn = moduleNumber < 10 ? "0\(moduleNumber)" : "\(moduleNumber)"
    return "Exercise\(nn)_\(stepNumber)"
}

func subfolders(_ url: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { name in
        var isDirectory: ObjCBool = false
        let path = url.appendingPathComponent(name).path
        return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }.sorted()
}

let exerciseTargets: [Target] = subfolders(exercisesRoot).flatMap { module in
    subfolders(exercisesRoot.appendingPathComponent(module)).compactMap { step -> Target? in
        guard let name = exerciseTargetName(module: module, step: step) else { return nil }
        return .target(
            name: name,
            dependencies: ["MiniUI"],
            path: "Sources/Exercises/\(module)/\(step)"
        )
    }
}

let package = Package(
    name: "SwiftUITypePuzzles",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "puzzles", targets: ["puzzles"]),
        .library(name: "MiniUI", targets: ["MiniUI"]),
        .library(name: "PuzzleKit", targets: ["PuzzleKit"]),
    ],
    targets: [
        .target(name: "MiniUI", exclude: ["README.md"]),
        .target(name: "PuzzleKit", exclude: ["README.md"]),
        .target(name: "PuzzlesCLI", dependencies: ["PuzzleKit"]),
        .executableTarget(name: "puzzles", dependencies: ["PuzzlesCLI"]),
        .testTarget(name: "MiniUITests", dependencies: ["MiniUI"]),
        .testTarget(name: "PuzzleKitTests", dependencies: ["PuzzleKit", "PuzzlesCLI"]),
        .testTarget(name: "ExerciseTests", dependencies: ["PuzzleKit", "PuzzlesCLI"], exclude: ["Checks"]),
    ] + exerciseTargets,
    swiftLanguageModes: [.v6]
)
