// Goal: write `ReadingTile`, a view modifier that frames any reading as a tile of the greenhouse screen, and
// the `readingTile(_:)` method that applies it to any view.
// Check it: swift run puzzles check 07.1
// Lesson: Lessons/07-modifiers-styles-and-layouts/01-view-modifier/README.md
import MiniUI

/// Frames one sensor reading as a tile of the greenhouse screen:
///
///     VStack(alignment: .leading)      the whole tile padded by 8
///       the caption, in the caption font
///       the reading: whatever view the modifier is applied to
///       a button "Pin <caption>", which reads "Unpin <caption>" while the tile is pinned
///
/// Each tile remembers on its own whether it is pinned.
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
    /// Frames this view as a reading tile with `caption` above it: `Text("41%").readingTile("Moisture")`.
    ///
    /// The view it returns is a `ModifiedContent<Self, ReadingTile>`; `some View` keeps that type without
    /// making callers spell it.
    func readingTile(_ caption: String) -> some View {
        modifier(ReadingTile(caption: caption))
    }
}
