// wrong: gives each row the height of the tile that opens it, so a taller tile later in the row overlaps the next row
// rejected-by: places-tiles-in-rows
// misconception: A row is as tall as its tallest tile, wherever that tile stands in it: the next row starts below
// misconception: that one. The tile that opens a row is only the first guess; each tile placed in the row may raise it.
// misconception-ja: 行の高さは、その行でいちばん高いタイルの高さです。そのタイルが行のどこにあっても、次の行はその下から
// misconception-ja: 始まります。行を始めるタイルは最初の見積もりにすぎず、行に置くタイルのたびに高さが増えることがあります。
// lesson: #spacing-lies-between
import MiniUI

/// Lines its subviews up in rows, left to right, each as large as it likes to be, with `spacing` between two tiles
/// of a row and between two rows; a tile that would pass the proposed width starts the next row.
///
///     TileFlow(spacing: 8) {
///         ForEach(beds) { bed in BedTile(bed: bed) }
///     }
struct TileFlow: Layout {
    var spacing: CGFloat = 8

    /// What the layout measured: each subview's ideal size, in order. Made once by `makeCache`, and made again by
    /// the default `updateCache` when a tile is added, removed or changed.
    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let frames = arrange(cache.sizes, within: proposal.width)
        // The rows' own extent: the widest row and the last row's bottom, not the whole offer.
        let width = frames.map(\.maxX).max() ?? 0
        let height = frames.map(\.maxY).max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let frames = arrange(cache.sizes, within: bounds.width)
        for (subview, frame) in zip(subviews, frames) {
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
                proposal: ProposedViewSize(frame.size))
        }
    }

    /// Where each tile goes, from the origin. With no width proposed (`nil`, an ideal-size question), every tile
    /// stays on one row.
    private func arrange(_ sizes: [CGSize], within width: CGFloat?) -> [CGRect] {
        let limit = width ?? .infinity
        var frames: [CGRect] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        for size in sizes {
            if x > 0, x + size.width > limit {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            if x == 0 { rowHeight = size.height }
            frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
            x += size.width + spacing
        }
        return frames
    }
}
