// wrong: declares `readingTile(_:)` on `Text` only, as if the modifier were made for the text it frames
// rejected-by: accepts-any-content
// misconception: A view modifier is not made for one kind of view: its `Content` stands for whatever view it is
// misconception: applied to. Declare the method in an extension of `View`, so an image or a whole stack can be
// misconception: framed as well.
// misconception-ja: ビューのモディファイアは 1 種類のビューのためのものではありません。`Content` は適用先のどんなビューの
// misconception-ja: 代わりにもなります。メソッドは `View` のエクステンションに宣言し、画像やスタック全体も囲めるようにします。
// lesson: #content-is-a-placeholder
import MiniUI

struct ReadingTile: ViewModifier {
    let caption: String

    // A modifier keeps state as a view does: one flag for each place the modifier is applied.
    @State private var isPinned = false

    // `Content` is `_ViewModifier_Content<ReadingTile>`, a stand-in for whatever view this is applied to: one
    // modifier type serves a Text, an Image or a whole stack, and the body never learns which.
    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            Text(caption).font(.caption)
            content
            Button(isPinned ? "Unpin \(caption)" : "Pin \(caption)") { isPinned.toggle() }
        }
        .padding(8)
    }
}

extension Text {
    /// Frames this text as a reading tile with `caption` above it.
    func readingTile(_ caption: String) -> some View {
        modifier(ReadingTile(caption: caption))
    }
}
