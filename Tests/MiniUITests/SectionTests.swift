import MiniUI
import Testing

private struct Herb: Identifiable {
    let id: Int
    let name: String
}

private let herbs = [Herb(id: 1, name: "Basil"), Herb(id: 2, name: "Thyme")]

private struct FoldingShelf: View {
    @State private var isOpen = true

    var body: some View {
        List {
            Section("Herbs", isExpanded: $isOpen) {
                ForEach(herbs) { Text($0.name) }
            }
            Button("Fold") { isOpen.toggle() }
        }
        .listStyle(.sidebar)
    }
}

@MainActor
@Suite("Sections")
struct SectionTests {
    @Test("every header and footer form builds, the older view-argument forms included")
    func everyInitializer() {
        let view = List {
            Section { Text("a") }
            Section {
                Text("b")
            } header: {
                Text("Head")
            }
            Section {
                Text("c")
            } footer: {
                Text("Foot")
            }
            Section {
                Text("d")
            } header: {
                Text("H")
            } footer: {
                Text("F")
            }
            Section(header: Text("Old head")) { Text("e") }
            Section(footer: Text("Old foot")) { Text("f") }
            Section(header: Text("Both"), footer: Text("Too")) { Text("g") }
            Section("Titled") { Text("h") }
        }
        .listStyle(.insetGrouped)
        #expect(
            ViewHost(view).screen == """
                List [style: .insetGrouped, minRowHeight: 44]
                  Section
                    row [separator: .automatic, insets: .automatic]
                      Text("a")
                  Section("Head")
                    row [separator: .automatic, insets: .automatic]
                      Text("b")
                  Section footer: Text("Foot")
                    row [separator: .automatic, insets: .automatic]
                      Text("c")
                  Section("H") footer: Text("F")
                    row [separator: .automatic, insets: .automatic]
                      Text("d")
                  Section("Old head")
                    row [separator: .automatic, insets: .automatic]
                      Text("e")
                  Section footer: Text("Old foot")
                    row [separator: .automatic, insets: .automatic]
                      Text("f")
                  Section("Both") footer: Text("Too")
                    row [separator: .automatic, insets: .automatic]
                      Text("g")
                  Section("Titled")
                    row [separator: .automatic, insets: .automatic]
                      Text("h")
                """)
    }

    @Test("a collapsible section hides its rows when its binding closes it")
    func collapsible() {
        let host = ViewHost(FoldingShelf())
        #expect(host.screen.contains("Section(\"Herbs\") [expanded]"))
        #expect(host.texts.contains("Thyme"))
        host.tap("Fold")
        #expect(host.screen.contains("Section(\"Herbs\") [collapsed]"))
        #expect(!host.texts.contains("Thyme"))
    }

    @Test("listRowSeparator prints its edges only when they are not all of them")
    func separatorEdges() {
        let view = List {
            Text("top only").listRowSeparator(.hidden, edges: .top)
            Text("all").listRowSeparator(.hidden)
        }
        #expect(
            ViewHost(view).screen == """
                List [style: .automatic, minRowHeight: 44]
                  row [separator: .hidden, edges: .top, insets: .automatic]
                    Text("top only")
                  row [separator: .hidden, insets: .automatic]
                    Text("all")
                """)
    }
}
