import Foundation
import Testing

@testable import PuzzleKit

/// Check programs link MiniUI as a shared library built once per MiniUI and toolchain, and find it by a run
/// path relative to themselves: in the sandbox, and after the cache folder has moved.
@Suite("Check programs and MiniUI's shared library")
struct SharedMiniUITests {
    /// The only program of `module` in `cache`.
    static func program(of module: String, in cache: URL) throws -> URL {
        let group = cache.appendingPathComponent("programs/\(module)")
        let entries = FileSystem.subfolders(group).map { group.appendingPathComponent($0) }.filter {
            FileSystem.exists($0.appendingPathComponent("done.json"))
        }
        try #require(entries.count == 1, "\(entries)")
        return entries[0].appendingPathComponent("check")
    }

    /// Whether the file's bytes contain `text` (a dynamic library's name in the program's list of needed ones).
    static func bytes(of file: URL, contain text: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: file.path) else { return false }
        return data.range(of: Data(text.utf8)) != nil
    }

    @Test("the run path climbs from the program's folder to MiniUI's, inside the cache")
    func runPath() {
        let build = MiniUIBuild(hash: "abc", entry: URL(fileURLWithPath: "/cache/miniui/abc"))
        let path = build.runPath(from: URL(fileURLWithPath: "/cache/programs/Exercise01_2/def"))
        #expect(path == MiniUIBuild.originToken + "/../../../miniui/abc")
        #expect(
            build.linkFlags(programFolder: URL(fileURLWithPath: "/cache/programs/Exercise01_2/def")).contains(
                "-lMiniUI"))
    }

    @Test("a program that renders with MiniUI links its shared library and passes in the sandbox")
    func sandboxedProgramFindsTheLibrary() async throws {
        let sandbox: Sandbox
        switch Sandbox.find() {
        case .success(let found): sandbox = found
        case .failure(let reason):
            Issue.record(
                "Skipped: no sandbox on this machine (\(reason)); install bubblewrap (Linux) to run this test.",
                severity: .warning)
            return
        }
        let fixture = try Fixture.make(["Sources/Exercises/01-basics/02-shout/Shout.swift": Fixture.shoutSolution])
        defer { fixture.cleanUp() }
        let cache = Fixture.scratch("puzzles-shared")
        defer { FileSystem.remove(cache) }
        var options = Fixture.options()
        options.cacheFolder = cache
        options.reuseResults = false
        options.sandbox = sandbox
        let verdict = await CheckEngine(kit: fixture.kit, options: options).check(try fixture.exercise("01.2"))
        #expect(verdict.outcome == .passed, "\(verdict.render())")

        let libraries = FileSystem.subfolders(cache.appendingPathComponent("miniui")).map {
            cache.appendingPathComponent("miniui/\($0)/\(MiniUIBuild.libraryName)")
        }.filter { FileSystem.exists($0) }
        #expect(libraries.count == 1, "MiniUI's shared library is built once, beside its module")
        let program = try Self.program(of: "Exercise01_2", in: cache)
        #expect(Self.bytes(of: program, contain: MiniUIBuild.libraryName), "the program needs the shared library")
        #expect(
            Self.bytes(of: program, contain: MiniUIBuild.originToken + "/../../../miniui/"),
            "the program finds the library by a path relative to itself")
    }

    @Test("programs in a moved cache folder still find MiniUI, and are not linked again")
    func movedCacheStillRuns() async throws {
        let fixture = try Fixture.make(["Sources/Exercises/01-basics/02-shout/Shout.swift": Fixture.shoutSolution])
        defer { fixture.cleanUp() }
        let first = Fixture.scratch("puzzles-shared")
        let moved = Fixture.scratch("puzzles-shared")
        defer {
            FileSystem.remove(first)
            FileSystem.remove(moved)
        }
        let before = await fixture.engine(cache: first, reuseResults: false).check(try fixture.exercise("01.2"))
        #expect(before.outcome == .passed, "\(before.render())")
        try FileManager.default.moveItem(at: first, to: moved)

        let events = Locked<[EngineEvent]>([])
        let after = await fixture.engine(cache: moved, events: events, reuseResults: false).check(
            try fixture.exercise("01.2"))
        #expect(after.outcome == .passed, "\(after.render())")
        #expect(events.compiles(of: .program("Exercise01_2", check: "renders-shout")) == 0, "the program is reused")
        #expect(events.compiles(of: .miniUI) == 0)
    }
}
