import Foundation
import Testing

@testable import PuzzleKit

/// The compiler's words a lesson quotes are the words this toolchain says: each comes from a snippet under
/// Tests/QuotedDiagnostics that the kit's compile of a `rejects` check verifies (docs/AUTHORING.md, "Quoted
/// diagnostics"), and the English and Japanese pages quote the same code and messages.
@Suite("Quoted diagnostics")
struct QuotedDiagnosticsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    // MARK: The course

    @Test("every snippet behind a lesson's quote makes this compiler say exactly what its markers say")
    func everySnippetSaysItsWords() async throws {
        let kit = Kit(root: Self.root)
        let snippets = kit.quotedDiagnosticsSnippets
        #expect(!snippets.isEmpty)
        let engine = CheckEngine(kit: kit, options: Fixture.options())
        let runs = try await withThrowingTaskGroup(of: (String, QuotedDiagnosticsRun).self) { group in
            for snippet in snippets {
                group.addTask { (snippet.path, try await engine.verifyQuotedDiagnostics(snippet)) }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        for snippet in snippets {
            let run = try #require(runs[snippet.path])
            #expect(
                snippet.printsOnly ? !snippet.prints.isEmpty : !snippet.markers.isEmpty,
                "\(snippet.path) expects nothing")
            #expect(run.mismatches.isEmpty, "\(snippet.path):\n\(run.mismatches)")
            #expect(run.missingPrints.isEmpty, "\(snippet.path) did not print \(run.missingPrints)")
        }
    }

    @Test(
        "every diagnostic a lesson quotes, in English and Japanese, comes from a snippet of its lesson or is open work")
    func everyQuoteIsCovered() {
        let coverage = Kit(root: Self.root).quotedDiagnosticsCoverage()
        #expect(
            coverage.uncovered.count == 0,
            """
            quotes no snippet produces (an edited quote, or a new one: write its snippet):
            \(coverage.uncovered.map(\.description).joined(separator: "\n"))
            """)
        #expect(
            coverage.staleOpenWork.count == 0,
            """
            lines of \(QuotedDiagnosticsSnippet.openWorkFile) that name no quote still without a snippet (remove them):
            \(coverage.staleOpenWork.joined(separator: "\n"))
            """)
    }

    @Test("each Japanese page has the English page's code blocks, in order, and quotes the same messages")
    func japanesePagesQuoteTheEnglishVerbatim() {
        let kit = Kit(root: Self.root)
        let pages = kit.lessonPages.filter { $0.hasSuffix(".ja.md") && !$0.hasSuffix("GLOSSARY.ja.md") }
        #expect(!pages.isEmpty)
        for japanese in pages {
            let english = String(japanese.dropLast(".ja.md".count)) + ".md"
            guard let ja = FileSystem.readText(kit.url(japanese)), let en = FileSystem.readText(kit.url(english)) else {
                Issue.record("\(japanese) has no English page \(english)")
                continue
            }
            for difference in LessonQuotes.differences(english: en, japanese: ja) {
                Issue.record("\(japanese): \(difference)")
            }
        }
    }

    // MARK: The mechanism, on a kit of its own

    static let page = """
        ---
        title: Numbers
        level: 1
        ---

        # Numbers

        A string is not a number:

        ```swift
        let count: Int = "three"   // a string
        ```

        ```
        error: cannot convert value of type 'String' to specified type 'Int'
        ```

        Swift says `cannot convert value of type 'String'` and stops.

        """

    static let snippet = """
        // The lesson's string that is not a number.
        import MiniUI

        let count: Int = "three"  // expected-error {{cannot convert value of type 'String' to specified type 'Int'}}

        """

    func fixture(page: String = page, japanese: String? = nil, snippet: String = snippet) throws -> Fixture {
        try Fixture.make([
            "Lessons/01-basics/01-greeting/README.md": page,
            "Lessons/01-basics/01-greeting/README.ja.md": japanese
                ?? page.replacingOccurrences(of: "// a string", with: "// 文字列").replacingOccurrences(
                    of: "A string is not a number:", with: "文字列は数ではありません。"),
            "\(QuotedDiagnosticsSnippet.folder)/01-basics/01-greeting/numbers.swift": snippet,
        ])
    }

    @Test("a quote is covered by its lesson's snippet, and an edited quote, in a block or in the text, is not")
    func anEditedQuoteIsNotCovered() throws {
        let fixture = try fixture()
        defer { fixture.cleanUp() }
        #expect(
            fixture.kit.quotedDiagnosticsCoverage()
                == QuotedDiagnosticsCoverage(uncovered: [], open: [], staleOpenWork: []))

        let edited = try self.fixture(
            page: Self.page.replacingOccurrences(of: "specified type 'Int'", with: "specified type 'Integer'")
                .replacingOccurrences(
                    of: "`cannot convert value of type 'String'`", with: "`cannot convert the value 'String'`"))
        defer { edited.cleanUp() }
        let uncovered = edited.kit.quotedDiagnosticsCoverage().uncovered
        #expect(uncovered.map(\.quote.line) == [15, 18, 15, 18], "\(uncovered)")
        #expect(uncovered.first?.quote.message == "cannot convert value of type 'String' to specified type 'Integer'")

        // Running text may elide with `…`; the pieces must still come in order.
        let words = "value of type 'Data.Element' has no member 'appending'"
        #expect(QuotedDiagnosticsSnippet.words(words, contain: "value of type '…' has no member 'appending'"))
        #expect(!QuotedDiagnosticsSnippet.words(words, contain: "value of type '…' has no member 'prepending'"))
        #expect(!QuotedDiagnosticsSnippet.words(words, contain: "has no member '…' value of type"))

        // A quote of another lesson's snippet does not count.
        let elsewhere = try Fixture.make([
            "Lessons/01-basics/01-greeting/README.md": Self.page,
            "\(QuotedDiagnosticsSnippet.folder)/01-basics/02-shout/numbers.swift": Self.snippet,
        ])
        defer { elsewhere.cleanUp() }
        #expect(elsewhere.kit.quotedDiagnosticsCoverage().uncovered.count == 2)

        // Listed as open work, the quote passes until a snippet vouches for it; then its line is stale. An edited
        // quote no longer matches its line.
        let line = "01-basics/01-greeting | error: cannot convert value of type 'String' to specified type 'Int'"
        try elsewhere.write(QuotedDiagnosticsSnippet.openWorkFile, "# still to write\n\(line)\n")
        let open = elsewhere.kit.quotedDiagnosticsCoverage()
        #expect(open.open.map(\.openWorkLine) == [line])
        #expect(open.uncovered.map(\.quote.inline) == [true])
        try edited.write(QuotedDiagnosticsSnippet.openWorkFile, line + "\n")
        #expect(edited.kit.quotedDiagnosticsCoverage().staleOpenWork == [line])
    }

    @Test("a snippet passes when the compiler says its words, and fails when a word differs or it says more")
    func aSnippetFailsWhenTheCompilerSaysOtherWords() async throws {
        let fixture = try fixture(
            snippet: Self.snippet + """
                let other: Int = "four"  // expected-error {{cannot convert value of type 'String' to specified type 'Integer'}}
                let third: Int = "five"

                """)
        defer { fixture.cleanUp() }
        let good = QuotedDiagnosticsSnippet(path: "\(QuotedDiagnosticsSnippet.folder)/good.swift", source: Self.snippet)
        try fixture.write(good.path, Self.snippet)
        let engine = fixture.engine()
        #expect(try await engine.verifyQuotedDiagnostics(good).succeeded)

        let path = "\(QuotedDiagnosticsSnippet.folder)/01-basics/01-greeting/numbers.swift"
        let bad = QuotedDiagnosticsSnippet(path: path, source: try #require(FileSystem.readText(fixture.kit.url(path))))
        let run = try await engine.verifyQuotedDiagnostics(bad)
        #expect(!run.succeeded)
        #expect(run.mismatches.contains("incorrect message found"), "\(run.mismatches)")
        #expect(run.mismatches.contains("unexpected error produced"), "\(run.mismatches)")
        #expect(run.mismatches.contains(path), "\(run.mismatches)")

        let printing = QuotedDiagnosticsSnippet(
            path: good.path,
            source: "// prints: error: cannot convert value of type 'String' to specified type 'Integer'\n"
                + Self.snippet)
        #expect(try await engine.verifyQuotedDiagnostics(printing).missingPrints.count == 1)
    }

    @Test("the comparison finds a code block, a quoted message or a quoted phrase the Japanese page changed")
    func theComparisonFindsChangedCode() {
        let japanese =
            Self.page.replacingOccurrences(of: "// a string", with: "// 文字列")
            + "\nSwiftUI は \"Accessing State's value outside of being installed on a View.\" と言います。\n"
        let english = Self.page + "\nSwiftUI says \"Accessing State's value outside of being installed on a View.\"\n"
        #expect(LessonQuotes.differences(english: english, japanese: japanese).isEmpty)

        let wrapped = japanese.replacingOccurrences(of: "let count", with: "var count")
        #expect(LessonQuotes.differences(english: english, japanese: wrapped).count == 1)
        let message = japanese.replacingOccurrences(of: "type 'Int'\n```", with: "type 'Integer'\n```")
        #expect(LessonQuotes.differences(english: english, japanese: message).count == 1)
        let inline = japanese.replacingOccurrences(
            of: "`cannot convert value of type 'String'`", with: "`cannot convert the value of 'String'`")
        #expect(LessonQuotes.differences(english: english, japanese: inline).count == 1)
        let phrase = japanese.replacingOccurrences(of: "on a View", with: "on a ビュー")
        #expect(LessonQuotes.differences(english: english, japanese: phrase).count == 1)
        let dropped = japanese.replacingOccurrences(
            of: "```swift\nlet count: Int = \"three\"   // 文字列\n```\n", with: "")
        #expect(LessonQuotes.differences(english: english, japanese: dropped).count == 1)
    }
}
