import Foundation
import Testing

@testable import PuzzleKit

/// Type-checks start the compiler's frontend with the words the driver gave once, filled in for each check.
@Suite("Type-checks through the compiler's frontend")
struct FrontendCommandTests {
    @Test("one frontend job is understood; several jobs or quoted words leave the driver in charge")
    func parse() throws {
        let input = FrontendCommand.input
        let one = "/opt/tc/usr/bin/swift-frontend -frontend -typecheck -primary-file \(input) -I @@PUZZLES-MINIUI@@\n"
        let command = try #require(FrontendCommand.parse(one))
        #expect(command.executable == "/opt/tc/usr/bin/swift-frontend")
        #expect(command.arguments == ["-frontend", "-typecheck", "-primary-file", input, "-I", "@@PUZZLES-MINIUI@@"])
        #expect(FrontendCommand.parse(one + "/usr/bin/ld.lld -o main\n") == nil, "two jobs")
        #expect(FrontendCommand.parse("/opt/tc/usr/bin/swift-frontend -frontend -I \"/a b\"") == nil, "a quoted word")
        #expect(FrontendCommand.parse("/opt/tc/usr/bin/clang -c x.c") == nil, "not the frontend")
        #expect(FrontendCommand.parse("") == nil)
    }

    @Test("placeholders are filled in with each check's paths, inside words too")
    func fill() {
        let words = ["-I", "@@PUZZLES-MINIUI@@", "-I@@PUZZLES-EXERCISE@@/x", FrontendCommand.input, "-verify"]
        let filled = FrontendCommand.fill(
            words,
            [
                "@@PUZZLES-MINIUI@@": "/c/miniui/Modules", "@@PUZZLES-EXERCISE@@": "/c/ex",
                FrontendCommand.input: "/k/a.swift",
            ])
        #expect(filled == ["-I", "/c/miniui/Modules", "-I/c/ex/x", "/k/a.swift", "-verify"])
    }

    @Test("a rejects check type-checked through the frontend: the same verdicts as before, asking the driver once")
    func sameVerdicts() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "puzzles-frontend-\(UUID().uuidString)")
        defer { FileSystem.remove(cache) }
        // The starter fails its checks; the solution passes them, `rejects` included.
        let engine = fixture.engine(cache: cache, reuseResults: false)
        let starter = await engine.check(try fixture.exercise("01.1"))
        #expect(starter.outcome == .checkFailed || starter.outcome == .doesNotCompile, "\(starter.render())")
        try fixture.write("Sources/Exercises/01-basics/01-greeting/Greeting.swift", Fixture.greetingSolution)
        let solved = await fixture.engine(cache: cache, reuseResults: false).check(try fixture.exercise("01.1"))
        #expect(solved.outcome == .passed, "\(solved.render())")
        #expect(FileSystem.exists(cache.appendingPathComponent("tmp/frontend-input.swift")), "the driver was asked")
    }
}
