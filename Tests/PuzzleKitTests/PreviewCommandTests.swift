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
}
