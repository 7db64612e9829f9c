// wrong: measures the tiles for the cache by proposing zero, so a tile that takes what it is offered is kept at no width
// rejected-by: measures-the-ideal-size
// misconception: A zero proposal asks a view for its smallest size, not the size it would like: `.unspecified` (nil in
// misconception: both dimensions) asks for the ideal size. A tile that takes what it is offered answers no width at
// misconception: all to zero, and its neighbours close up on it; the cache keeps what `.unspecified` answers.
// misconception-ja: 0 の提案はビューにいちばん小さいサイズを尋ねるもので、なりたいサイズを尋ねるものではありません。理想の
// misconception-ja: サイズを尋ねるのは `.unspecified`（両方の次元が nil）です。提案されただけの場所を取るタイルは 0 には幅なしと
// misconception-ja: 答え、隣のタイルが詰めてきます。キャッシュには `.unspecified` への答えを残します。
// lesson: #proposals-and-answers
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
        Cache(sizes: subviews.map { $0.sizeThatFits(.zero) })
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
            frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return frames
    }
}
