// wrong: puts the list settings, the style and the minimum row height, on each row instead of on the List
// rejected-by: renders-plain-list
// misconception: The style and the minimum row height are read by the List itself, from its own modifiers and its
// misconception: environment; attached to each row they compile and reach only that row's view, so the List keeps
// misconception: its default style and 44-point rows. Put them on the List, outside the ForEach.
// misconception-ja: スタイルと行の最小の高さは、List 自身が自分のモディファイアと環境から読みます。各行に付けても
// misconception-ja: コンパイルは通りますが、届くのはその行のビューだけなので、List は既定のスタイルと 44 ポイントの行の
// misconception-ja: ままです。ForEach の外、List に付けます。
// lesson: #the-idea
// The mirror of row settings on the List: all four modifiers sit on each row, so the separators and insets are
// right, and the List's own look is not.
import MiniUI

/// A list with none of List's default styling: no separators, no row insets, no minimum row height, so
/// each row is exactly the view the caller builds.
///
///     PlainList(readings) { reading in
///         if let celsius = reading.celsius {
///             Text("\(reading.id): \(celsius) °C")
///         }
///     }
///
/// Like `ForEach(_:content:)`, it asks for Identifiable items: each row is identified by its item's `id`.
struct PlainList<Item, Content>: View where Item: Identifiable, Content: View {
    let items: [Item]
    let content: (Item) -> Content

    /// `@ViewBuilder` turns the closure's `if`, `switch` or several views into one view, whose type the
    /// compiler infers as `Content`. `@escaping` because the closure is kept and called each time `body` runs.
    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.items = items
        self.content = content
    }

    var body: some View {
        List {
            ForEach(items) { item in
                // Separators and insets are settings of a row: the List reads them from each row's view.
                content(item)
                    .listRowSeparator(.hidden)
                    .listRowInsets(.init())
                    .listStyle(.plain)
                    .environment(\.defaultMinListRowHeight, 0)
            }
        }
    }
}
