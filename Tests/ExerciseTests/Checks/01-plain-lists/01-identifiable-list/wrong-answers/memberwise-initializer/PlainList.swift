// wrong: drops the initializer and relies on the memberwise one, so callers must write PlainList(items: departures)
// rejected-by: accepts-any-identifiable-items
// misconception: The memberwise initializer labels its first argument, so callers must write `items:`; an explicit
// misconception: initializer with `_ items:` gives the call ForEach users expect.
// misconception-ja: メンバーワイズイニシャライザは最初の引数にラベルを付けるので、呼び出し側は `items:` を書かなければなりません。
// misconception-ja: `_ items:` の明示的なイニシャライザなら ForEach と同じ呼び方になります。
// lesson: #when-the-compiler-says-no
// @ViewBuilder on the stored closure carries over to the memberwise initializer, so an `if` works, but its first
// argument is labelled: `PlainList(items: departures)`, not `PlainList(departures)` as with ForEach ("extraneous argument
// label 'items:' in call").

import MiniUI

struct PlainList<Item, Content>: View where Item: Identifiable, Content: View {
    let items: [Item]
    @ViewBuilder let content: (Item) -> Content

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
