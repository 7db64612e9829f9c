// wrong: pads the reading inside the tile rather than the whole tile
// rejected-by: renders-tiles
// misconception: Each modifier wraps everything written before it. `content.padding(8)` pads only the reading,
// misconception: inside the stack; the padding of the tile belongs after the stack, where it wraps caption,
// misconception: reading and button together.
// misconception-ja: モディファイアはそれぞれ、前に書かれたものすべてを包みます。`content.padding(8)` はスタックの中で
// misconception-ja: 読み取り値だけに余白を付けます。タイルの余白はスタックの後ろに書き、見出しと値とボタンをまとめて包みます。
// lesson: #a-modifier-wraps-what-comes-before
import MiniUI

struct ReadingTile: ViewModifier {
    let caption: String
    @State private var isPinned = false

    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            Text(caption).font(.caption)
            content.padding(8)
            Button(isPinned ? "Unpin \(caption)" : "Pin \(caption)") { isPinned.toggle() }
        }
    }
}

extension View {
    func readingTile(_ caption: String) -> some View {
        modifier(ReadingTile(caption: caption))
    }
}
