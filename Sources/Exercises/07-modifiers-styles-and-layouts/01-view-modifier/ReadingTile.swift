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

    // TODO: Remember whether this tile is pinned: each tile on its own, unpinned at first.

    func body(content: Content) -> some View {
        // TODO: Build the tile around `content`. (What is `Content`? Not the Text you will apply this to.)
        content
    }
}

extension View {
    /// Frames this view as a reading tile with `caption` above it: `Text("41%").readingTile("Moisture")`.
    func readingTile(_ caption: String) -> some View {
        // TODO: Apply a `ReadingTile` to this view.
        self
    }
}
