import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

/// The course's own exercises, graded as a learner who read the checks would try to game them: code that prints a runs
/// check's visible expected output and exits, in the first place the check calls it. It passes the check as written;
/// under grading's variants it scores nothing. (Every exercise's varied checks are proved to print something else
/// under the kit's seeds by `dev check`'s rule `variants`; these are the attack itself, on a few of them.)
@Suite("Programs that print a check's visible output score nothing when graded")
struct PrintedOutputTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A printer for one exercise: the check it games, and its files over the starters.
    struct Printer: Sendable, CustomStringConvertible {
        var exercise: String
        var check: String
        var files: [String: String]
        var description: String { "\(exercise) \(check)" }
    }

    /// `print` the check's visible expected output, then `exit(0)`: Swift statements for a learner's function body.
    static func printAndExit(_ exercise: Exercise, check name: String) throws -> String {
        let check = try #require(exercise.check(named: name))
        let expected = try #require(check.expectedOutput)
        let literal = expected.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
        return "print(\"\(literal)\", terminator: \"\")\nexit(0)"
    }

    /// The reference solution's `file` with `statements` (indented by `indent`) put after `anchor`, and Foundation
    /// imported (for `exit`): the rest of the answer is the reference's, so every other check compiles.
    static func solution(
        _ kit: Kit, _ exercise: Exercise, file: String, after anchor: String, insert statements: String,
        indent: String = "        "
    ) throws -> String {
        let text = try String(
            contentsOf: kit.url(exercise.solutionFolder).appendingPathComponent(file), encoding: .utf8)
        let range = try #require(text.range(of: anchor), "\(exercise.id): \(anchor) not in \(file)")
        let inserted = statements.split(separator: "\n").map { indent + $0 + "\n" }.joined()
        return "import Foundation\n" + text[..<range.upperBound] + inserted + text[range.upperBound...]
    }

    /// Every file of the reference solution, by name.
    static func solutionFiles(_ kit: Kit, _ exercise: Exercise) throws -> [String: String] {
        let folder = kit.url(exercise.solutionFolder)
        return try Dictionary(
            uniqueKeysWithValues: FileSystem.files(folder).filter { $0.hasSuffix(".swift") }.map {
                ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
            })
    }

    static func printers(_ kit: Kit) throws -> [Printer] {
        let (e11, e31, e52) = (
            try kit.exercise(matching: "01.1"), try kit.exercise(matching: "03.1"), try kit.exercise(matching: "05.2")
        )
        let plainList = try printAndExit(e11, check: "renders-plain-list")
        return [
            // A single runs check: the list's initializer prints the screen (a list of its own, nothing else).
            Printer(
                exercise: "01.1", check: "renders-plain-list",
                files: [
                    "PlainList.swift": """
                    import Foundation
                    import MiniUI

                    struct PlainList<Item: Identifiable, Content: View>: View {
                        init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
                            \(plainList.replacingOccurrences(of: "\n", with: "\n        "))
                        }

                        var body: some View { EmptyView() }
                    }

                    """
                ]),
            // A single runs check: the collection's first use prints, in an otherwise correct answer.
            Printer(
                exercise: "03.1", check: "prints-indices-and-elements",
                files: try solutionFiles(kit, e31).merging([
                    "Indexed.swift": try solution(
                        kit, e31, file: "Indexed.swift", after: "    func indexed() -> IndexedCollection<Self> {\n",
                        insert: try printAndExit(e31, check: "prints-indices-and-elements"))
                ]) { $1 }),
            // A single runs check: a view's initializer prints, in an otherwise correct answer.
            Printer(
                exercise: "05.2", check: "renders-units-from-environment",
                files: try solutionFiles(kit, e52).merging([
                    "Forecast.swift": try solution(
                        kit, e52, file: "Forecast.swift",
                        after: "    @Environment(\\.temperatureUnit) private var unit\n",
                        insert: "init(city: String, celsius: Double) {\n"
                            + (try printAndExit(e52, check: "renders-units-from-environment"))
                            .split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n}",
                        indent: "    ")
                ]) { $1 }),
        ]
    }

    @Test("each printer passes its check as written, and fails it on the grade's data")
    func printersScoreNothing() async throws {
        let kit = Kit(root: Self.root)
        let printers = try Self.printers(kit)
        let folder = Fixture.scratch("printers")
        defer { try? FileManager.default.removeItem(at: folder) }
        for printer in printers {
            let exercise = try kit.exercise(matching: printer.exercise)
            let checkout = folder.appendingPathComponent(printer.exercise)
            let target = checkout.appendingPathComponent("\(Kit.exercisesFolder)/\(exercise.path)")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            for file in FileSystem.files(kit.url(exercise.starterFolder)) where file.hasSuffix(".swift") {
                try FileManager.default.copyItem(
                    at: kit.url(exercise.starterFolder).appendingPathComponent(file),
                    to: target.appendingPathComponent(file))
            }
            for (name, text) in printer.files {
                try? FileManager.default.removeItem(at: target.appendingPathComponent(name))
                try Data(text.utf8).write(to: target.appendingPathComponent(name))
            }
            var options = Fixture.options()
            options.cacheFolder = Fixture.sharedCache
            let asWritten = await CheckEngine(kit: kit, options: options).check(exercise, from: .checkout(checkout))
            let gamed = asWritten.checks.first { $0.name == printer.check }
            #expect(
                gamed?.passed == true, "\(printer): the printer should pass the check as written: \(asWritten.render())"
            )

            options.variantSeeds = VariantRun.seeds(count: VariantRun.gradingCount, from: 2026)
            let graded = await CheckEngine(kit: kit, options: options).grade(exercise, checkout: checkout)
            #expect(!graded.passed, "\(printer): \(graded.render())")
            let result = graded.checks.first { $0.name == printer.check }
            #expect(result?.variant != nil && result?.passed == false, "\(printer): \(graded.render())")
        }
    }
}
