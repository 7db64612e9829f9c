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

    /// What the layout measured, kept between its calls.
    struct Cache {
        // TODO: Keep each subview's ideal size, in the subviews' order.
    }

    func makeCache(subviews: Subviews) -> Cache {
        // TODO: Measure every subview once, proposing nothing (`.unspecified`), into the cache. The two methods below
        //       read the sizes from the cache, and measure nothing themselves.
        Cache()
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        // TODO: Line the tiles up for the proposed width (no width proposed means room for one row; a row is as tall
        //       as its tallest tile), and answer with the rows' own size: the widest row, and the bottom of the last
        //       one (no tiles: 0 × 0).
        .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        // TODO: Line the tiles up in the same way for `bounds.width`, and place each at its spot, measured from
        //       the top-leading corner of `bounds`.
    }
}
