// wrong: declares the pack on the type, but still erases each cell to AnyView to store the cells in an array
// rejected-by: shows-the-board-with-every-type
// misconception: The pack in the row's name is only half the job: stored in an array of AnyView, every cell is still
// misconception: erased, and each sits in a box of its own with its type forgotten. Store the cells as they came, a
// misconception: tuple of the pack's types, `(repeat each Cell)`, and show that tuple through a TupleView.
// misconception-ja: 行の名前にパックがあるだけでは半分です。AnyView の配列に保存すれば各セルはやはり消去され、型を
// misconception-ja: 忘れたまま 1 つずつ箱に入っています。セルは受け取ったまま、パックの型のタプル `(repeat each Cell)` として
// misconception-ja: 保存し、そのタプルを TupleView で表示します。
// lesson: #what-anyview-erases-and-costs
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
    let cells: [AnyView]

    init(_ cell: repeat each Cell) {
        var erased: [AnyView] = []
        for view in repeat each cell {
            erased.append(AnyView(view))
        }
        cells = erased
    }

    var body: some View {
        HStack {
            ForEach(cells.indices, id: \.self) { index in
                cells[index]
            }
        }
    }
}
