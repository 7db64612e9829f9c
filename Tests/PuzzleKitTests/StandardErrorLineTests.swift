import Testing

@testable import PuzzleKit

/// A verdict shows a program's standard-error lines whole, or cut at a space, never in the middle of a word;
/// a fingerprint keeps the first 200 characters of its line, as it always has, so recorded marks still match.
@Suite("Standard-error lines in verdicts and fingerprints")
struct StandardErrorLineTests {
    /// SwiftUI's duplicate-id warning for a ForEach of modified rows: 232 characters.
    static let warning =
        "runtime warning: ForEach<Array<Photo>, Int, ModifiedContent<ModifiedContent<Text, "
        + "ListRowSeparatorModifier>, ListRowInsetsModifier>>: the ID 2 occurs multiple times within the "
        + "collection, this will give undefined results!"

    @Test("a line of up to 400 characters is shown whole")
    func wholeLine() {
        #expect(CheckEngine.clipped(Substring(Self.warning)) == Self.warning)
    }

    @Test("a longer line is cut at its last space before the limit, and says so")
    func cutAtASpace() {
        let line = String(repeating: "word ", count: 100)
        let shown = CheckEngine.clipped(Substring(line))
        #expect(shown.hasSuffix("word …"))
        #expect(shown.count <= 402)
    }

    @Test("a line without spaces is cut at the limit")
    func cutWithoutSpaces() {
        let line = String(repeating: "x", count: 500)
        #expect(CheckEngine.clipped(Substring(line)) == String(repeating: "x", count: 400) + "…")
    }

    @Test("a fingerprint keeps the first 200 characters of the first line")
    func fingerprintKeepsTwoHundred() {
        #expect(Fingerprint.firstLine(Self.warning + "\nmore") == String(Self.warning.prefix(200)))
    }
}
