// wrong: builds the tile in the extension itself, where no state can live, so the pin button does nothing
// rejected-by: tiles-keep-their-own-pins, shows-the-modified-type
// misconception: A method that returns views is not a view modifier: it runs once, when the screen's body runs,
// misconception: and has no place to keep a pin. A `ViewModifier` is a value SwiftUI keeps at its place in the
// misconception: tree, with a body and state of its own; let the method apply it with `modifier(_:)`.
// misconception-ja: ビューを返すメソッドはビューのモディファイアではありません。画面の body が実行されるときに一度実行される
// misconception-ja: だけで、ピン留めを覚えておく場所がありません。`ViewModifier` は SwiftUI が木の中のその場所に保つ値で、
// misconception-ja: 自分の body と状態を持ちます。メソッドは `modifier(_:)` でそれを適用するだけにします。
// lesson: #a-modifier-is-a-view-of-its-own
import MiniUI

struct ReadingTile: ViewModifier {
    let caption: String
    @State private var isPinned = false

    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            Text(caption).font(.caption)
            content
            Button(isPinned ? "Unpin \(caption)" : "Pin \(caption)") { isPinned.toggle() }
        }
        .padding(8)
    }
}

extension View {
    // The same stack, written around `self`: it looks like the tile, but there is nowhere to keep `isPinned`.
    func readingTile(_ caption: String) -> some View {
        VStack(alignment: .leading) {
            Text(caption).font(.caption)
            self
            Button("Pin \(caption)") {}
        }
        .padding(8)
    }
}
