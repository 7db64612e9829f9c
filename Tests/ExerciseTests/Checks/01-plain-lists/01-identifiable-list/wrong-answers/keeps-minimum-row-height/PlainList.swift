// wrong: keeps the default minimum row height
// rejected-by: renders-plain-list
// misconception: The List reads a minimum row height from its environment, so short rows stay tall until that
// misconception: environment value is set to zero on the List.
// misconception-ja: List は最小の行の高さを環境から読むので、List にその環境値 0 を設定するまで、短い行も高いままです。
// lesson: #the-idea
// Forgets the environment value, so every row is still at least 44 points tall: a short row gets empty space around
// it.

import MiniUI

struct PlainList<Item, Content>: View where Item: Identifiable, Content: View {
    let items: [Item]
    let content: (Item) -> Content

    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.items = items
        self.content = content
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
    }
}
