// Goal: write out the type a body of several views really has, and make a row of cells keep every cell's type,
// as the view builder's own `buildBlock` does with a parameter pack.
// Check it: swift run puzzles check 06.4
// Lesson: Lessons/06-result-builders/04-the-bodys-type/README.md

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
        HStack {
            TupleView(cells)
        }
    }
}
