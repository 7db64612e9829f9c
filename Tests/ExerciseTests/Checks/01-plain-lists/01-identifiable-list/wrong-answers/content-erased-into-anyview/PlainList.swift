// wrong: erases every row's view into AnyView instead of making Content a generic parameter
// rejected-by: accepts-any-identifiable-items
// misconception: AnyView makes every closure fit, but the list's type no longer says what its rows are and SwiftUI
// misconception: loses the structure it compares; a generic Content parameter keeps it.
// misconception-ja: AnyView に包めばどのクロージャも収まりますが、リストの型が行の中身を語らなくなり、SwiftUI が比べる構造も失われます。
// misconception-ja: 型パラメータ Content ならそれが残ります。
// lesson: #the-idea
// `PlainList<Item>` with a generic initializer that wraps each row in AnyView: every usage compiles, but the type
// no longer says what its rows are (`PlainList<Departure, Text>` cannot be written) and SwiftUI loses the structure it
// diffs.

import MiniUI

struct PlainList<Item>: View where Item: Identifiable {
    let items: [Item]
    let content: (Item) -> AnyView

    init<Content: View>(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.items = items
        self.content = { AnyView(content($0)) }
    }

    var body: some View {
        List {
            ForEach(items) { item in
                content(item)
                    .listRowSeparator(.hidden)
                    .listRowInsets(.init())
            }
        }
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}
