// Goal: write `TileFlow`, a layout that lines the greenhouse's bed tiles up in rows, left to right, and starts a
// new row when the next tile would pass the width it is offered; it measures each tile once, into a cache of its own.
// Check it: swift run puzzles check 07.4
// Lesson: Lessons/07-modifiers-styles-and-layouts/04-custom-layout/README.md
import MiniUI

/// Lines its subviews up in rows, left to right, each as large as it likes to be, with `spacing` between two tiles
/// of a row and between two rows; a tile that would pass the proposed width starts the next row.
///
///     TileFlow(spacing: 8) {
///         ForEach(beds) { bed in BedTile(bed: bed) }
///     }
struct TileFlow: Layout {
    var spacing: CGFloat = 8

    // TODO: Give the layout a cache of its own: a `Cache` type that keeps each subview's ideal size, in the
    //       subviews' order, and `makeCache(subviews:)`, which measures every subview once, proposing nothing
    //       (`.unspecified`). The two methods below then read the sizes from the cache instead of `()`, and
    //       measure nothing themselves.

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // TODO: Line the tiles up for the proposed width (no width proposed means room for one row), and answer
        //       with the rows' own size: the widest row, and the bottom of the last one.
        .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // TODO: Line the tiles up in the same way for `bounds.width`, and place each at its spot, measured from
        //       the top-leading corner of `bounds`.
    }
}
