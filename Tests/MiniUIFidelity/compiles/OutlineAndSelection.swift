// Hierarchical lists, outline groups, and single and multiple selection.
import MiniUI

struct Folder: Identifiable, Hashable {
    let id: String
    var children: [Folder]?
}

struct FolderBrowser: View {
    let folders = [
        Folder(id: "Documents", children: [Folder(id: "Taxes", children: nil)]),
        Folder(id: "Music", children: nil),
    ]
    @State private var selected: Folder.ID?
    @State private var checked = Set<String>()

    var body: some View {
        VStack {
            List(folders, children: \.children, selection: $selected) { folder in
                Label(folder.id, systemImage: folder.children == nil ? "doc" : "folder")
            }
            List(selection: $checked) {
                OutlineGroup(folders, children: \.children) { folder in
                    Text(folder.id)
                }
            }
            Text(selected ?? "nothing selected")
        }
    }
}
