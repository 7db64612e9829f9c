// swift-tools-version: 6.0
//
// SwiftUI Type Puzzles: an exercise kit for the type puzzles behind SwiftUI's APIs.
//
// The learner's exercises (Sources/Exercises) are not targets of this package: the check engine in PuzzleKit
// compiles each one on its own, so an exercise that does not compile (mid-edit, or a starter whose lesson is
// the compiler error) never stops `swift build` or `swift test`, which reports every exercise by its own
// verdict. Editors index the exercises through the package of their own in Sources/Exercises/Package.swift.
//
// `swift test` runs one test per exercise. The kit's own tests (MiniUI, PuzzleKit) join them when
// PUZZLES_SOURCE=solutions, the kit's own test command; a learner's `swift test` shows only the exercises.

import CompilerPluginSupport
import Foundation
import PackageDescription

#if os(Linux)
    // Linux has no Combine: a module of that name re-exports MiniUI (where `ObservableObject` and `@Published` live),
    // so that app code writing `import Combine` beside `import SwiftUI` compiles unchanged.
    let combineOnLinux: [Target] = [.target(name: "Combine", dependencies: ["MiniUI"], path: "Sources/CombineOnLinux")]
#else
    let combineOnLinux: [Target] = []
#endif

let kitTests: [Target] =
    ProcessInfo.processInfo.environment["PUZZLES_SOURCE"] == "solutions"
    ? [
        // On Linux the tests also import the kit's Combine module (CombineOnLinuxTests).
        .testTarget(
            name: "MiniUITests",
            dependencies: ["MiniUI"] + combineOnLinux.map { Target.Dependency.target(name: $0.name) }),
        .testTarget(name: "PuzzleKitTests", dependencies: ["PuzzleKit", "PuzzlesCLI", "Digest"]),
        // The preview pages and `grade --format html` in a real browser.
        .testTarget(
            name: "MiniUIPreviewTests", dependencies: ["MiniUIPreview", "MiniUI", "PuzzleKit", "PuzzlesCLI"],
            exclude: ["References"]),
    ] : []

let package = Package(
    name: "SwiftUITypePuzzles",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "puzzles", targets: ["puzzles"]),
        .library(name: "MiniUI", targets: ["MiniUI"] + combineOnLinux.map(\.name)),
        .library(name: "PuzzleKit", targets: ["PuzzleKit"]),
    ],
    targets: [
        // Expands MiniUI's `#Preview`, `@Previewable` and `@Entry` as SwiftUI's are expanded (no swift-syntax: it
        // speaks the compiler's macro protocol itself).
        .macro(name: "MiniUIMacros"),
        .target(name: "MiniUI", dependencies: ["MiniUIMacros"], exclude: ["README.md"]),
        // The kit's SHA-256, compiled optimised even in a debug build: a command hashes the files it reads to find
        // what it already knows, and unoptimised, that hashing was most of a recorded verdict's time.
        .target(name: "Digest", swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        .target(name: "PuzzleKit", dependencies: ["Digest"], exclude: ["README.md"]),
        // Draws the frames MiniUI's hosts write (MINIUI_SNAPSHOT) as a phone screen in one HTML page.
        .target(name: "MiniUIPreview", dependencies: ["MiniUI"]),
        .target(name: "PuzzlesCLI", dependencies: ["PuzzleKit", "Digest", "MiniUIPreview"]),
        // On Linux the runner also builds the Combine stand-in, so that a first `swift run puzzles` leaves every part of
        // MiniUI's build that the check engine adopts instead of compiling MiniUI again (PackageBuiltMiniUI).
        .executableTarget(
            name: "puzzles",
            dependencies: ["PuzzlesCLI"] + combineOnLinux.map { Target.Dependency.target(name: $0.name) }),
        .testTarget(name: "ExerciseTests", dependencies: ["PuzzleKit", "PuzzlesCLI"], exclude: ["Checks"]),
    ] + combineOnLinux + kitTests,
    swiftLanguageModes: [.v6]
)
