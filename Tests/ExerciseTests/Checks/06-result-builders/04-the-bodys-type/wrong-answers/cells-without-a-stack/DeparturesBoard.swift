// wrong: returns the TupleView of the cells as the row's body, with no HStack around it
// rejected-by: shows-the-board-with-every-type
// misconception: A TupleView is a list of views, not a layout: it places nothing, and its views are laid out by the
// misconception: container around it, here the board's VStack, which stacks the cells one under the other. The row
// misconception: puts its cells side by side only inside an HStack of its own.
// misconception-ja: TupleView はビューの並びであってレイアウトではありません。自分では何も配置せず、その中のビューは外側の
// misconception-ja: コンテナ（ここでは案内板の VStack）が並べるので、セルは縦に積まれます。行がセルを横に並べるのは、行自身の
// misconception-ja: HStack の中に置いたときだけです。
// lesson: #a-block-is-one-call
import MiniUI

/// The top of a stop's departures board: the tram's symbol, the stop's name and its fare zone, one under the other.
struct StopHeader: View {
    let stop: String
    let zone: String

    /// Three statements in a builder block are one call, `buildBlock(image, text, text)`, and its declared result is
    /// a `TupleView` of the three types, in the order written. `View`'s requirement carries `@ViewBuilder`, so this
    /// property still gets the builder although its type is written out.
    var body: TupleView<(Image, Text, Text)> {
        Image(systemName: "tram.fill")
        Text(stop)
        Text("Zone \(zone)")
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
        TupleView(cells)
    }
}
