// wrong: counts a spacing after the tile when deciding whether it fits, so a row that fills the width exactly wraps
// rejected-by: places-tiles-in-rows
// misconception: Spacing lies between two tiles, not after each one: a tile fits when the row so far, one spacing
// misconception: and the tile itself stay within the width. Counting a spacing after the tile too wraps a row that
// misconception: would fill the width exactly.
// misconception-ja: 間隔はタイルとタイルの間にあるもので、各タイルの後ろにあるものではありません。それまでの行と間隔 1 つと
// misconception-ja: タイル自身が幅に収まれば、そのタイルは入ります。タイルの後ろの間隔まで数えると、幅にちょうど収まる行が折り返されます。
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
            if x > 0, x + size.width + spacing > limit {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return frames
    }
}
