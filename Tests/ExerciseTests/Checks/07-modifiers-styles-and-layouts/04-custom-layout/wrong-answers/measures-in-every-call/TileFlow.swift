// wrong: keeps no cache, and measures every tile again in sizeThatFits and again in placeSubviews
// rejected-by: measures-each-tile-once, rejects-an-empty-cache
// misconception: The layout's methods are called again and again, each with the same subviews: measuring in each
// misconception: call repeats the work every time. Measure once in `makeCache(subviews:)`, keep the sizes in a
// misconception: `Cache` of your own, and let `sizeThatFits` and `placeSubviews` read them.
// misconception-ja: レイアウトのメソッドは同じサブビューで何度も呼ばれるので、呼ばれるたびに測ると同じ仕事を毎回繰り返します。
// misconception-ja: `makeCache(subviews:)` で一度だけ測って自前の `Cache` にサイズを保存し、`sizeThatFits` と
// misconception-ja: `placeSubviews` はそれを読むだけにします。
// lesson: #a-cache-of-its-own
import MiniUI

/// Lines its subviews up in rows, left to right, each as large as it likes to be, with `spacing` between two tiles
/// of a row and between two rows; a tile that would pass the proposed width starts the next row.
///
///     TileFlow(spacing: 8) {
///         ForEach(beds) { bed in BedTile(bed: bed) }
///     }
struct TileFlow: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = arrange(subviews.map { $0.sizeThatFits(.unspecified) }, within: proposal.width)
        // The rows' own extent: the widest row and the last row's bottom, not the whole offer.
        let width = frames.map(\.maxX).max() ?? 0
        let height = frames.map(\.maxY).max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let frames = arrange(subviews.map { $0.sizeThatFits(.unspecified) }, within: bounds.width)
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
