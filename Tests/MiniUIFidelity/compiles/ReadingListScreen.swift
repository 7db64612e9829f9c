// A reading tracker: sections, editing, swipe actions, search and a toolbar.
import MiniUI

struct Paper: Identifiable, Hashable {
    let id = UUID()
    var headline: String
    var journal: String
    var isRead = false
}

struct ReadingListScreen: View {
    @State private var papers: [Paper] = [
        Paper(headline: "Cache-oblivious trees", journal: "SODA"),
        Paper(headline: "Lock-free queues", journal: "PODC", isRead: true),
    ]
    @State private var filter = ""

    private var unread: [Paper] { papers.filter { !$0.isRead } }
    private var finished: [Paper] { papers.filter(\.isRead) }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(unread) { paper in
                        PaperRow(paper: paper)
                            .swipeActions(edge: .leading) {
                                Button("Done") { markRead(paper) }
                                    .tint(.green)
                            }
                    }
                    .onDelete(perform: deleteUnread)
                } header: {
                    Text("To read")
                } footer: {
                    Text("\(unread.count) left")
                }

                Section("Finished") {
                    ForEach(finished) { paper in
                        PaperRow(paper: paper)
                    }
                    .onMove { from, to in papers.move(fromOffsets: from, toOffset: to) }
                }
            }
            .listStyle(.insetGrouped)
            .searchable(text: $filter, prompt: "Headline")
            .navigationTitle("Reading")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Text("\(papers.count) papers")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }

    private func markRead(_ paper: Paper) {
        if let index = papers.firstIndex(where: { $0.id == paper.id }) {
            papers[index].isRead = true
        }
    }

    private func deleteUnread(at offsets: IndexSet) {
        let ids = offsets.map { unread[$0].id }
        papers.removeAll { ids.contains($0.id) }
    }
}

struct PaperRow: View {
    let paper: Paper

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(paper.headline)
                .font(.headline)
                .lineLimit(2)
            Text(paper.journal)
                .font(.caption)
                .foregroundColor(.gray)
        }
        .padding(.vertical, 4)
    }
}
