// wrong: takes a parameter pack in the initializer only, and erases each cell to AnyView to store them in an array
// rejected-by: accepts-rows-of-any-cells, shows-the-board-with-every-type
// misconception: A pack on the initializer alone is gone once the initializer returns: to store the cells the row
// misconception: erases them, and its type says nothing of what it shows, while each cell sits in an AnyView. Put
// misconception: the pack on the type, `BoardRow<each Cell: View>`, and store the cells as a tuple of those types.
// misconception-ja: イニシャライザだけのパラメータパックは、イニシャライザが戻った時点で消えます。セルを保存するために行は
// misconception-ja: 型を消去し、行の型は何を表示するかを何も語らず、各セルは AnyView の箱に入ったままです。パックを型の側、
// misconception-ja: `BoardRow<each Cell: View>` に置き、セルをその型のタプルとして保存します。
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
struct BoardRow: View {
    let cells: [AnyView]

    init<each Cell: View>(_ cell: repeat each Cell) {
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
