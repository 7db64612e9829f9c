// wrong: wraps the header's three views in a VStack and writes out that type, a VStack around the TupleView
// rejected-by: accepts-a-header-of-its-real-type, shows-the-board-with-every-type
// misconception: A block of several views needs no stack to be one view: the builder's `buildBlock` already makes
// misconception: them one, a TupleView, and that is the type of the body. A VStack is a view of its own around it
// misconception: (another type, another level in the tree); write the TupleView of the three views the block holds.
// misconception-ja: 複数のビューを並べたブロックは、スタックで包まなくても 1 つのビューです。ビルダーの `buildBlock` が
// misconception-ja: すでに 1 つの TupleView にしていて、それが body の型です。VStack はその外側にある別のビュー（別の型、
// misconception-ja: ツリーのもう 1 段）です。ブロックが持つ 3 つのビューの TupleView を書きます。
// lesson: #a-block-is-one-call
import MiniUI

/// The top of a stop's departures board: the tram's symbol, the stop's name and its fare zone, one under the other.
struct StopHeader: View {
    let stop: String
    let zone: String

    /// Three statements in a builder block are one call, `buildBlock(image, text, text)`, and its declared result is
    /// a `TupleView` of the three types, in the order written. `View`'s requirement carries `@ViewBuilder`, so this
    /// property still gets the builder although its type is written out.
    var body: VStack<TupleView<(Image, Text, Text)>> {
        VStack {
            Image(systemName: "tram.fill")
            Text(stop)
            Text("Zone \(zone)")
        }
    }
}

/// One line of the board: cells side by side in an `HStack`, in the order given.
///
///     BoardRow(Text("4"), Image(systemName: "figure.roll"), Text("3 min"))   // a BoardRow<Text, Image, Text>
///
/// `each Cell` is a parameter pack: one type per cell, as many as the caller gives, each kept. The cells are stored
/// as one tuple, `(repeat each Cell)`, the same value `buildBlock` wraps in a `TupleView`.
struct BoardRow<each Cell: View>: View {
    let cells: (repeat each Cell)

    init(_ cell: repeat each Cell) {
        cells = (repeat each cell)
    }

    var body: some View {
        HStack {
            TupleView(cells)
        }
    }
}
