import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

@Suite("The file a verdict asks the learner to edit")
struct FileToEditTests {
    static let helper = "let exclamation = \"!\"\n"

    /// Exercise 01.2 in two files: `Exclaim.swift` (finished, as in the solution) sorts before `Shout.swift`.
    static func makeFixture(shout: String) throws -> Fixture {
        try Fixture.make([
            "Sources/Exercises/01-basics/02-shout/Exclaim.swift": helper,
            "Solutions/01-basics/02-shout/Exclaim.swift": helper,
            "Sources/Exercises/01-basics/02-shout/Shout.swift": shout,
        ])
    }

    @Test("a file still marked TODO is named first")
    func todoFirst() async throws {
        let fixture = try Self.makeFixture(shout: Fixture.shoutStarter)
        defer { fixture.cleanUp() }
        let verdict = await fixture.engine().check(try fixture.exercise("01.2"))
        #expect(!verdict.passed)
        #expect(verdict.fileToEdit == "Sources/Exercises/01-basics/02-shout/Shout.swift")
    }

    @Test("without TODOs, the file that still differs from the solution is named, not the first by name")
    func differingFile() async throws {
        let wrong = Fixture.shoutSolution.replacingOccurrences(of: "word.uppercased() + \"!\"", with: "word + \"!\"")
        let fixture = try Self.makeFixture(shout: wrong)
        defer { fixture.cleanUp() }
        let verdict = await fixture.engine().check(try fixture.exercise("01.2"))
        #expect(verdict.outcome == .checkFailed)
        #expect(verdict.fileToEdit == "Sources/Exercises/01-basics/02-shout/Shout.swift")
        #expect(verdict.nextStep.contains("Shout.swift"))
    }
}
