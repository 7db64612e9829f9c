import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

@Suite("preview --html")
struct PreviewCommandTests {
    @Test("preview --html writes the page in .puzzles/previews and prints its path; solved, the reference is beside")
    func writesThePage() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let unsolved = await RunnerTests.run(["preview", "01.1", "--html"], in: fixture)
        let page = fixture.root.appendingPathComponent(".puzzles/previews/01.1.html")
        #expect(unsolved.out.contains("Preview page: \(page.path)"))
        let first = try String(contentsOf: page, encoding: .utf8)
        #expect(first.hasPrefix("<!DOCTYPE html>"))
        // The fixture's check prints without a ViewHost: the page says so rather than staying blank.
        #expect(first.contains("No screen"))
        #expect(!first.contains("data-run=\"reference\""))

        try RunnerTests.solve(fixture, "01-basics/01-greeting", file: "Greeting.swift")
        _ = await RunnerTests.run(["check", "01.1"], in: fixture)
        let solved = await RunnerTests.run(["preview", "01.1", "--html"], in: fixture)
        #expect(solved.code == 0)
        #expect(try String(contentsOf: page, encoding: .utf8).contains("data-run=\"reference\""))
    }

    @Test("code that does not compile: the page says so and names the check command")
    func codeThatDoesNotCompile() async throws {
        let fixture = try Fixture.make([
            "Sources/Exercises/01-basics/01-greeting/Greeting.swift": "func greeting(for name: String) -> String {\n"
        ])
        defer { fixture.cleanUp() }
        _ = await RunnerTests.run(["preview", "01.1", "--html"], in: fixture)
        let page = try String(
            contentsOf: fixture.root.appendingPathComponent(".puzzles/previews/01.1.html"), encoding: .utf8)
        #expect(page.contains("your code does not compile with this check yet"))
        #expect(page.contains("swift run puzzles check 01.1"))
    }

    @Test("watch --html writes the page, then its version script; a save writes both again with a new version")
    func watchWritesTheVersion() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let page = fixture.root.appendingPathComponent(".puzzles/previews/01.1.html")
        let script = fixture.root.appendingPathComponent(".puzzles/previews/01.1.version.js")
        let (session, capture) = RunnerTests.startSession(["watch", "--html"], in: fixture)
        #expect(await RunnerTests.waitFor("Preview page: \(page.path)", in: capture))
        let first = try String(contentsOf: script, encoding: .utf8)
        #expect(first.hasPrefix("previewVersion(\""))
        let version = String(first.dropFirst("previewVersion(\"".count).prefix { $0 != "\"" })
        #expect(try String(contentsOf: page, encoding: .utf8).contains("\"\(version)\""))
        #expect(try String(contentsOf: page, encoding: .utf8).contains("01.1.version.js"))
        try fixture.write("Sources/Exercises/01-basics/01-greeting/Greeting.swift", Fixture.greetingStarter + "\n")
        var second = first
        for _ in 0..<12_000 where second == first {
            try? await Task.sleep(nanoseconds: 50_000_000)
            second = (try? String(contentsOf: script, encoding: .utf8)) ?? first
        }
        #expect(second != first, "a save writes a new version")
        capture.type("q")
        #expect(await session.value == 0)
    }
}
