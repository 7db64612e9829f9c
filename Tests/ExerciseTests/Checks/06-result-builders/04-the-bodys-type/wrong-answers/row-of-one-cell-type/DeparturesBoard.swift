// wrong: makes the row generic over one cell type with a variadic parameter, so every cell must be of the same type
// rejected-by: accepts-rows-of-any-cells
// misconception: A variadic parameter `Cell...` takes any number of values of one type: a row of Texts works, and a
// misconception: Text beside an Image does not, since `Cell` cannot be both. A parameter pack, `each Cell`, gives
// misconception: each value a type of its own: declare the pack on the type and take `repeat each Cell`.
// misconception-ja: 可変長引数 `Cell...` が受け取るのは、1 つの型の値をいくつでも、です。Text だけの行は作れても、Text と
// misconception-ja: Image を並べる行は作れません。`Cell` は両方にはなれないからです。パラメータパック `each Cell` なら、値
// misconception-ja: ごとに別々の型を持てます。型にパックを宣言し、`repeat each Cell` を受け取ります。
// lesson: #a-parameter-pack
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
struct BoardRow<Cell: View>: View {
    let cells: [Cell]

    init(_ cells: Cell...) {
        self.cells = cells
    }

    var body: some View {
        HStack {
            ForEach(cells.indices, id: \.self) { index in
                cells[index]
            }
        }
    }
}
