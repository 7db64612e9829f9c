import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

/// The runner in both languages, and the command-line conventions it shares with clap and rustlings.
@Suite("The puzzles runner: languages and conventions")
struct RunnerLanguageTests {
    static func run(_ arguments: [String], in fixture: Fixture, environment: [String: String] = [:]) async
        -> RunnerTests.Result
    {
        await RunnerTests.run(arguments, in: fixture, environment: environment)
    }

    @Test("LANG=ja: status, list, check, hint and help speak Japanese; --lang en speaks English")
    func japanese() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let ja = ["LANG": "ja_JP.UTF-8"]
        let status = await Self.run([], in: fixture, environment: ja)
        #expect(status.out.contains("進捗: [>-----------------------------] 0/2"))
        #expect(status.out.contains("次の演習: 01.1"))
        #expect(status.out.contains("次にすること:"))
        #expect(status.out.contains("ヒント: swift run puzzles hint 01.1"))
        let list = await Self.run(["list"], in: fixture, environment: ja)
        #expect(list.out.contains("次") && list.out.contains("未着手"))
        let hint = await Self.run(["hint"], in: fixture, environment: ja)
        #expect(hint.out.contains("ヒント 1/2"))
        let help = await Self.run(["help"], in: fixture, environment: ja)
        #expect(help.out.hasPrefix("使い方:"))
        let english = await Self.run(["--lang", "en"], in: fixture, environment: ja)
        #expect(english.out.contains("Progress: ") && english.out.contains("Next: 01.1"))
        let bad = await Self.run(["chek"], in: fixture, environment: ja)
        #expect(bad.code == 2 && bad.error.contains("「check」のことですか？"))
    }

    @Test("a compile error in Japanese keeps the compiler's words as the compiler printed them")
    func compilerWordsStay() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        try fixture.write(
            "Sources/Exercises/01-basics/01-greeting/Greeting.swift",
            "func greeting(for name: String) -> String { nope }\n")
        let result = await Self.run(["check", "01.1"], in: fixture, environment: ["LANG": "ja_JP.UTF-8"])
        #expect(result.code == 1)
        #expect(result.out.contains("コードがまだコンパイルできません。"))
        #expect(result.out.contains("error: cannot find 'nope' in scope"))
        #expect(result.out.contains("Greeting.swift の 1 行目のエラーを直してください"))
    }

    @Test("`language ja` is remembered; --lang wins for one command; `language auto` follows the locale again")
    func savedLanguage() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let saved = await Self.run(["language", "ja"], in: fixture)
        #expect(saved.code == 0 && saved.out.contains("日本語"))
        #expect(await Self.run(["list"], in: fixture).out.contains("進捗:"))
        #expect(await Self.run(["list", "--lang", "en"], in: fixture).out.contains("Progress:"))
        _ = await Self.run(["language", "auto"], in: fixture)
        #expect(await Self.run(["list"], in: fixture).out.contains("Progress:"))
    }

    @Test("--version, dev --help and help chek behave as in clap")
    func conventions() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let version = await Self.run(["--version"], in: fixture)
        #expect(version.code == 0 && version.out.contains("puzzles \(PuzzlesCommand.version)"))
        #expect(version.out.contains("JSON format \(Verdict.formatVersion)"))
        let dev = await Self.run(["dev", "--help"], in: fixture)
        #expect(dev.code == 0 && dev.out.contains("dev check") && dev.out.contains("dev new"))
        let help = await Self.run(["help", "chek"], in: fixture)
        #expect(help.code == 2 && help.error.contains("Did you mean \"check\"?"))
        let json = await Self.run(["list", "--json"], in: fixture)
        #expect(json.out.contains("\"format\" : \(Verdict.formatVersion)"))
    }

    @Test("the first run welcomes once; after a pass, the next exercise is the first unsolved in course order")
    func welcomeAndCourseOrder() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let first = await Self.run([], in: fixture)
        #expect(first.out.hasPrefix("Welcome to SwiftUI Type Puzzles."))
        let second = await Self.run([], in: fixture)
        #expect(!second.out.contains("Welcome"))
        try RunnerTests.solve(fixture, "01-basics/02-shout", file: "Shout.swift")
        let check = await Self.run(["check", "01.2"], in: fixture)
        #expect(check.code == 0)
        #expect(check.out.contains("Next: 01.1 Greeting"), "01.1 is still unsolved")
        #expect(await Self.run([], in: fixture).out.contains("Next: 01.1 Greeting"))
    }
}
