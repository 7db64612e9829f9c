import Foundation
import Testing

@testable import PuzzleKit

/// The fingerprint's rewrites of a line, written by hand for speed, against the regular expressions they replace.
@Suite("A fingerprint's rewrites do what their regular expressions did")
struct MessageScannerTests {
    static let lines = [
        "", "plain words", "cannot convert value of type 'Shelf<Int>' to expected argument type 'Shelf<String>'",
        "an 'unclosed quote", "''", "'a' and 'b' then 'c", "`Content` and `Body`", "`a'b` 'c`d'",
        "at 0x7ffd3a and 0x and 0X12 and 00x1f 0xg", "0x", "10x5",
        "Sources/Exercises/01-plain-lists/01-identifiable-list/PlainList.swift:12:5: error: boom",
        "a.swift.swift:3 b.swift:1:2:3x c.swift: d.swiftly e.swift:x 'q.swift:1' \"r.swift:2\"",
        "x.swift:١٢ y.swift:12:", ".swift", "noswift here", "path/to/File.swift\tnext",
        "  spaced   out\t\tand\nnew\r\nlines\u{0B}vt\u{85}nel\u{A0}nbsp\u{2028}ls\u{3000}ideo  ",
        "Fatal error: Index out of range: file Sources/Exercises/x/y/Z.swift, line 5",
        "émoji 👍🏽 'naïve' `ü` 0xAbC.swift:1",
    ]

    static func regex(_ pattern: String, _ text: String, _ replacement: String) -> String {
        text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
    }

    @Test("each rewrite matches its expression", arguments: lines)
    func rewrites(line: String) {
        #expect(MessageScanner.replacingQuoted(line, quote: "'") == Self.regex(#"'[^']*'"#, line, "'_'"))
        #expect(MessageScanner.replacingQuoted(line, quote: "`") == Self.regex(#"`[^`]*`"#, line, "`_`"))
        #expect(MessageScanner.replacingAddresses(line) == Self.regex(#"0x[0-9a-fA-F]+"#, line, "0x_"))
        #expect(MessageScanner.replacingFileLocations(line) == Self.regex(#"[^\s'"]*\.swift(:\d+)*"#, line, "<file>"))
        #expect(MessageScanner.collapsingWhiteSpace(line) == Self.regex(#"\s+"#, line, " "))
    }

    @Test(
        "the bare failures are the ones the expressions named",
        arguments: [
            "timedOut", "printedTooMuch", "timedOut ", "crashed: stackOverflow", "crashed: SIGILL", "crashed: SIG",
            "crashed: SIGsegv", "crashed: 11", "crashed: -11", "crashed: ", "exited: 1", "exited: -1", "exited: --1",
            "exited: x", "doesNotCompile: none", "verificationFailed: none", "doesNotCompile: lines 3",
            "misuseAccepted: lines ?", "otherError: lines ?", "refusedForAnotherReason: lines ?", "otherError: lines 2",
            "output: \"x\"",
        ])
    func bare(failure: String) {
        let patterns = [
            #"^(timedOut|printedTooMuch)$"#, #"^crashed: (stackOverflow|SIG[A-Z0-9]+|\d+)$"#, #"^exited: -?\d+$"#,
            #"^(doesNotCompile|verificationFailed): none$"#,
            #"^(misuseAccepted|otherError|refusedForAnotherReason): lines \?$"#,
        ]
        let expected = patterns.contains { failure.range(of: $0, options: .regularExpression) != nil }
        #expect(MessageScanner.isBareFailure(failure[...]) == expected)
    }
}
