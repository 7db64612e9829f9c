// wrong: places each tile at its spot measured from zero, ignoring where the bounds start
// rejected-by: places-from-the-bounds-corner
// misconception: `bounds` is the region the parent gave the container, in the parent's coordinate space: its corner is
// misconception: not (0, 0) when the container sits inside a padding or below other views. Positions are measured from
// misconception: `bounds.minX` and `bounds.minY`.
// misconception-ja: `bounds` は親がコンテナに割り当てた領域で、親の座標空間で表されます。コンテナがパディングの内側や
// misconception-ja: ほかのビューの下にあれば、その角は (0, 0) ではありません。位置は `bounds.minX` と `bounds.minY` から数えます。
// lesson: #the-idea
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
                at: frame.origin, anchor: .topLeading,
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
            frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return frames
    }
}
