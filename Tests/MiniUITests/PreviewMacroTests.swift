import MiniUI
import Testing

// `#Preview` and `@Entry`, expanded by MiniUI's own macro program as SwiftUI's are by Xcode's.

extension EnvironmentValues {
    @Entry var ledgerTitle: String = "Ledger"
    @Entry var ledgerLimit: Int? = nil
}

private struct LedgerHeader: View {
    @Environment(\.ledgerTitle) private var title
    @Environment(\.ledgerLimit) private var limit

    var body: some View {
        Text(limit.map { "\(title) (\($0))" } ?? title)
    }
}

#Preview("A ledger", traits: .sizeThatFitsLayout) {
    LedgerHeader()
        .environment(\.ledgerTitle, "Petty cash")
}

@MainActor
@Suite("Preview and Entry macros")
struct PreviewMacroTests {
    @Test("an @Entry property reads its default, and what a view above it sets")
    func entryReadsDefaultAndSetValue() {
        #expect(ViewHost(LedgerHeader()).texts == ["Ledger"])
        let set = LedgerHeader().environment(\.ledgerTitle, "Petty cash").environment(\.ledgerLimit, 50)
        #expect(ViewHost(set).texts == ["Petty cash (50)"])
    }

    @Test("a Preview keeps its name and builds its content when asked")
    func previewKeepsItsNameAndContent() {
        let preview = Preview("Empty ledger") { LedgerHeader() }
        #expect(preview.name == "Empty ledger")
        #expect(Preview { Text("x") }.name == nil)
    }
}
