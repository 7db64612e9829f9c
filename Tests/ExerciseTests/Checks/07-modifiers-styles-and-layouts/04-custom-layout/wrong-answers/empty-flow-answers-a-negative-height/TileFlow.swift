// wrong: adds up the rows' heights and one spacing fewer than the rows, so a flow with no tiles answers minus a spacing
// rejected-by: answers-zero-without-tiles
// misconception: Spacing lies between two rows, so there is one gap fewer than rows, but only while there is a row:
// misconception: with no tiles there are no rows and no gaps, and the flow is 0 × 0, not minus a spacing tall.
// misconception-ja: 間隔は 2 つの行の間にあるので、間隔は行より 1 つ少なくなります。ただしそれは行があるときの話です。タイルが
// misconception-ja: なければ行も間隔もなく、大きさは 0 × 0 で、高さが間隔 1 つ分のマイナスになることはありません。
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
        let rows = Dictionary(grouping: frames, by: \.minY).values
        let height =
            rows.map { row in row.map(\.height).max() ?? 0 }.reduce(0, +) + spacing * CGFloat(rows.count - 1)
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
            frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return frames
    }
}
