// wrong: the tile's body shows the caption and the button but never `content`, so the reading disappears
// rejected-by: renders-tiles
// misconception: `content` is the view the modifier is applied to, handed to `body(content:)` to place; a body
// misconception: that leaves it out replaces the reading instead of framing it. Put `content` where the reading
// misconception: belongs in the tile.
// misconception-ja: `content` はモディファイアを適用したビューで、置く場所を決めるために `body(content:)` に渡されます。
// misconception-ja: それを使わない body は、読み取り値を囲むのではなく置き換えてしまいます。タイルの中の値の位置に `content` を置きます。
// lesson: #content-is-a-placeholder
import MiniUI

struct ReadingTile: ViewModifier {
    let caption: String
    @State private var isPinned = false

    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            Text(caption).font(.caption)
            Button(isPinned ? "Unpin \(caption)" : "Pin \(caption)") { isPinned.toggle() }
        }
        .padding(8)
    }
}

extension View {
    func readingTile(_ caption: String) -> some View {
        modifier(ReadingTile(caption: caption))
    }
}
