import MiniUI
import Testing

private struct Chore: Identifiable, Hashable {
    let id: Int
    var title: String
}

private let titles: Set<String> = ["Dishes", "Laundry", "Plants"]

private struct ChoreList: View {
    @State private var chores = [
        Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Plants"),
    ]
    @State private var picked: Int?
    @State private var query = ""
    @State private var refreshes = 0

    var body: some View {
        NavigationStack {
            List(selection: $picked) {
                ForEach(chores.filter { query.isEmpty || $0.title.contains(query) }) { chore in
                    Text(chore.title)
                        .swipeActions {
                            Button("Done", role: .destructive) { chores.removeAll { $0.id == chore.id } }
                        }
                }
                .onDelete { chores.remove(atOffsets: $0) }
                .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
                Text("refreshed \(refreshes)")
            }
            .searchable(text: $query)
            .refreshable { await MainActor.run { refreshes += 1 } }
            .toolbar { EditButton() }
        }
    }
}

@MainActor
@Suite("List editing")
struct ListEditingTests {
    @Test("onDelete and onMove receive offsets as SwiftUI gives them")
    func deleteAndMove() {
        let host = ViewHost(ChoreList())
        host.delete(row: "Laundry")
        #expect(host.texts.filter(titles.contains) == ["Dishes", "Plants"])
        host.move(row: "Dishes", to: 2)
        #expect(host.texts.filter(titles.contains) == ["Plants", "Dishes"])
    }

    @Test("swipe actions are buttons of the row; selection marks the selected row")
    func swipeAndSelect() {
        let host = ViewHost(ChoreList())
        host.select(row: "Plants")
        #expect(host.screen.contains("row id: 3 [separator: .automatic, insets: .automatic] selected"))
        host.tap("Done")
        #expect(!host.texts.contains("Dishes"))
    }

    @Test("search filters through its binding; refresh runs the action; EditButton flips")
    func searchRefreshEdit() async {
        let host = ViewHost(ChoreList())
        host.enter("Pl", into: "Search")
        #expect(host.texts.contains("Plants") && !host.texts.contains("Dishes"))
        await host.refresh()
        #expect(host.texts.contains("refreshed 1"))
        host.tap("Edit")
        #expect(host.texts.contains("Done"))
    }
}
