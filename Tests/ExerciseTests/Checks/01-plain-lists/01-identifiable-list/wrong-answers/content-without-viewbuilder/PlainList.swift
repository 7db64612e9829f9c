// wrong: leaves @ViewBuilder off the content closure
// rejected-by: accepts-any-identifiable-items
// misconception: Without @ViewBuilder the closure is an ordinary function: an `if` without else returns `()`, which
// misconception: is not a View, and two views in a row do not compile.
// misconception-ja: @ViewBuilder が無いとクロージャはただの関数です。else の無い `if` は `()` を返し、
// misconception-ja: それは View ではありません。ビューを 2 つ並べることもできません。
// lesson: #when-the-compiler-says-no
// A closure that returns one view still works, but an `if` in it no longer compiles ("type '()' cannot conform to
// 'View'"), nor do two views in a row.

import MiniUI

struct PlainList<Item, Content>: View where Item: Identifiable, Content: View {
    let items: [Item]
    let content: (Item) -> Content

    init(_ items: [Item], content: @escaping (Item) -> Content) {
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
        .environment(\.defaultMinListRowHeight, 0)
    }
}
