// wrong: erases the tile to `AnyView`, as if the long `ModifiedContent` type had to be hidden by hand
// rejected-by: shows-the-modified-type
// misconception: `some View` already hides the long type from callers while the compiler keeps it; `AnyView`
// misconception: throws it away, so SwiftUI can no longer tell from the type what the view is. Return
// misconception: `modifier(ReadingTile(caption:))` as it is.
// misconception-ja: `some View` は、コンパイラには型を残したまま、呼び出し側から長い型を隠します。`AnyView` は型を捨てて
// misconception-ja: しまうので、SwiftUI は型からビューが何であるかを知れなくなります。`modifier(ReadingTile(caption:))` をそのまま返します。
// lesson: #what-some-view-hides
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

extension View {
    func readingTile(_ caption: String) -> AnyView {
        AnyView(modifier(ReadingTile(caption: caption)))
    }
}
