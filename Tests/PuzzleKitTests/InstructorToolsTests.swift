import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

/// What instructors grade with besides `grade`: the classroom workflow that learners cannot rig, the Gradescope
/// bundle, and the toolchain `verify` records for both.
@Suite("Instructor tools: classroom manifest, Gradescope bundle, verified toolchain")
struct InstructorToolsTests {
    /// Runs a shell script in `folder`; its exit status and what it printed.
    static func shell(_ script: String, in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static var hasSha256sum: Bool {
        Subprocess.findExecutable("sha256sum", environment: ProcessInfo.processInfo.environment) != nil
    }

    @Test("the workflow pins the verified toolchain's image and calls the built runner, never swift run per step")
    func workflowPins() throws {
        let fixture = try Fixture.make([".swift-version": "6.3.1\n"])
        defer { fixture.cleanUp() }
        let yaml = ClassroomWorkflow(kit: fixture.kit).yaml()
        #expect(yaml.contains("container: swift:6.3.1\n"))
        #expect(yaml.contains("command: .build/debug/puzzles check 01.2 --variants"))
        #expect(!yaml.contains("swift run puzzles check"))
        #expect(yaml.contains("run: swift build --product puzzles && (.build/debug/puzzles check 01.1 || true)"))
        let unrecorded = try Fixture.make()
        defer { unrecorded.cleanUp() }
        #expect(ClassroomWorkflow(kit: unrecorded.kit).yaml().contains("container: swift:6.3\n"))
    }

    @Test("the workflow's manifest holds for the instructor's files and fails when a learner edits or adds one")
    func manifestCatchesRigging() throws {
        guard Self.hasSha256sum else {
            Issue.record("Skipped: no sha256sum on this machine to run the workflow's script.", severity: .warning)
            return
        }
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let script = ClassroomWorkflow(kit: fixture.kit).verificationScript()
        let manifest = GradingManifest(kit: fixture.kit)
        let paths = manifest.entries.map(\.path)
        #expect(paths.contains("Tests/ExerciseTests/Checks/01-basics/01-greeting/prints-greeting.swift"))
        #expect(paths.contains("Sources/MiniUI/MiniUI.swift") && paths.contains("Package.swift"))
        #expect(!paths.contains { $0.hasPrefix("Sources/Exercises/") || $0.hasPrefix("Solutions/") })
        // The YAML carries the script, indented under `run: |`.
        let yaml = ClassroomWorkflow(kit: fixture.kit).yaml()
        #expect(yaml.contains("          sha256sum --check --strict --quiet \"$scratch/grading.sha256\""))
        #expect(yaml.contains("          \(manifest.checksumLines[0])"))

        let clean = try Self.shell(script, in: fixture.root)
        #expect(clean.status == 0, "\(clean.output)")

        // The learner's own code may change freely.
        try fixture.write("Sources/Exercises/01-basics/01-greeting/Greeting.swift", "func greeting() {}\n")
        #expect(try Self.shell(script, in: fixture.root).status == 0)

        // A committed cache is removed before grading.
        try fixture.write(".puzzles/cache/results/Exercise01_1/forged.json", "{}")
        #expect(try Self.shell(script, in: fixture.root).status == 0)
        #expect(!FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent(".puzzles").path))

        let check = "Tests/ExerciseTests/Checks/01-basics/01-greeting/prints-greeting.swift"
        let original = try String(contentsOf: fixture.root.appendingPathComponent(check), encoding: .utf8)
        try fixture.write(check, original + "\n// rigged\n")
        #expect(try Self.shell(script, in: fixture.root).status != 0, "an edited check fails the grade")
        try fixture.write(check, original)
        #expect(try Self.shell(script, in: fixture.root).status == 0)

        try fixture.write("Tests/ExerciseTests/Checks/01-basics/01-greeting/extra.swift", "// check: compiles\n")
        let added = try Self.shell(script, in: fixture.root)
        #expect(added.status != 0, "an added check fails the grade")
        #expect(added.output.contains("extra.swift"))
        try fixture.remove("Tests/ExerciseTests/Checks/01-basics/01-greeting/extra.swift")

        try fixture.write("Sources/MiniUI/Rigged.swift", "// rigged\n")
        #expect(try Self.shell(script, in: fixture.root).status != 0, "a file added to MiniUI fails the grade")
        try fixture.remove("Sources/MiniUI/Rigged.swift")

        try fixture.remove(check)
        #expect(try Self.shell(script, in: fixture.root).status != 0, "a removed check fails the grade")
    }

    @Test("gradescope writes setup.sh, run_autograder and the kit's copy without solutions")
    func gradescopeBundle() async throws {
        let fixture = try Fixture.make([".swift-version": "6.3.1\n"])
        defer { fixture.cleanUp() }
        let first = await RunnerTests.run(["gradescope"], in: fixture)
        #expect(first.code == 0, "\(first.error)")
        #expect(first.out.contains("Wrote a Gradescope autograder in gradescope-autograder"))
        let bundle = fixture.root.appendingPathComponent("gradescope-autograder")
        for name in ["setup.sh", "run_autograder"] {
            let path = bundle.appendingPathComponent(name).path
            #expect(FileManager.default.isExecutableFile(atPath: path), "\(name) is executable")
            let syntax = try Self.shell("bash -n '\(path)'", in: bundle)
            #expect(syntax.status == 0, "\(name): \(syntax.output)")
        }
        let setup = try String(contentsOf: bundle.appendingPathComponent("setup.sh"), encoding: .utf8)
        #expect(setup.contains("version=6.3.1") && setup.contains("bubblewrap"))
        #expect(setup.contains("swift build -c release --product puzzles"))
        let run = try String(contentsOf: bundle.appendingPathComponent("run_autograder"), encoding: .utf8)
        #expect(run.contains("grade \"$checkout\" --format gradescope --output \"$results/results.json\""))
        #expect(run.contains("results=/autograder/results") && run.contains("checkout=/autograder/submission"))
        // The runner answers only inside the kit: asked from Gradescope's own folder, `doctor` failed and every
        // submission was graded unsandboxed.
        let enter = try #require(run.range(of: "cd \"$kit\""))
        let doctor = try #require(run.range(of: "puzzles doctor"))
        #expect(enter.lowerBound < doctor.lowerBound, "the kit is entered before the sandbox is proved")

        let copy = bundle.appendingPathComponent("kit")
        #expect(
            FileManager.default.fileExists(
                atPath: copy.appendingPathComponent(
                    "Tests/ExerciseTests/Checks/01-basics/01-greeting/prints-greeting.swift"
                ).path))
        #expect(!FileManager.default.fileExists(atPath: copy.appendingPathComponent("Solutions").path))
        #expect(
            !FileManager.default.fileExists(atPath: copy.appendingPathComponent("gradescope-autograder").path),
            "the bundle is not copied into itself")
        #expect(Kit(root: copy).exercises.map(\.id) == fixture.kit.exercises.map(\.id))

        let again = await RunnerTests.run(["gradescope"], in: fixture)
        #expect(again.code == 1 && again.error.contains("--force"))
        let forced = await RunnerTests.run(["gradescope", "--force"], in: fixture)
        #expect(forced.code == 0)
    }

    @Test("verify --solutions records the toolchain it passed on, which the workflow then pins")
    func verifyRecordsTheToolchain() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let result = await RunnerTests.run(["verify", "--solutions"], in: fixture)
        #expect(result.code == 0, "\(result.out)")
        let recorded = try #require(VerifiedToolchain.recorded(in: fixture.kit))
        #expect(result.error.contains("recorded in .swift-version"))
        #expect(ClassroomWorkflow(kit: fixture.kit).image == "swift:\(recorded)")
        #expect(VerifiedToolchain.version(fromCompilerOutput: "Swift version 6.3.1 (swift-6.3.1-RELEASE)") == "6.3.1")
        #expect(VerifiedToolchain.version(fromCompilerOutput: "Apple Swift version 6.2 (swiftlang-6.2)") == "6.2")
        #expect(VerifiedToolchain.version(fromCompilerOutput: "no version here") == nil)
    }
}
