// Chores edited in place: lists and ForEach over bindings with edit actions, separator alignment,
// search submission and row insets.
import MiniUI

struct Chore: Identifiable {
    let id = UUID()
    var title: String
    var done = false
}

struct ChoreEditor: View {
    @State private var chores = [Chore(title: "Sweep")]
    @State private var query = ""
    var body: some View {
        NavigationStack {
            List($chores, editActions: .all) { $chore in
                Toggle(chore.title, isOn: $chore.done)
                    .alignmentGuide(.listRowSeparatorLeading) { _ in 0 }
            }
            List {
                ForEach($chores, editActions: [.delete, .move]) { $chore in
                    TextField("Title", text: $chore.title)
                }
            }
            .searchable(text: $query)
            .onSubmit(of: .search) { print(query) }
            .listRowInsets(.init())
        }
    }
}
