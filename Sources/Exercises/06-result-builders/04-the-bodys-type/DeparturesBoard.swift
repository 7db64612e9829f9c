// Goal: write out the type a body of several views really has, and make a row of cells keep every cell's type,
// as the view builder's own `buildBlock` does with a parameter pack.
// Check it: swift run puzzles check 06.4
// Lesson: Lessons/06-result-builders/04-the-bodys-type/README.md

import MiniUI

/// The top of a stop's departures board: the tram's symbol, the stop's name and its fare zone, one under the other.
struct StopHeader: View {
    let stop: String
    let zone: String

    // TODO: `some View` hides the type these three views build. Write that type out in its place, exactly, so that
    //       a caller can read `StopHeader(stop: "Harbour", zone: "B").body.value` and take the three views apart.
    var body: some View {
        Image(systemName: "tram.fill")
        Text(stop)
        Text("Zone \(zone)")
    }
}

/// One line of the board: cells side by side in an `HStack`, in the order given.
///
///     BoardRow(AnyView(Text("4")), AnyView(Text("Harbour")), AnyView(Text("3 min")))
///
// TODO: Erasing every cell to AnyView loses the cells' types: the row's type says nothing of what it shows, and each
//       cell sits in a box of its own. Make BoardRow generic over a parameter pack of cell types instead, so that
//       `BoardRow(Text("4"), Image(systemName: "figure.roll"), Text("3 min"))` is a `BoardRow<Text, Image, Text>`
//       and takes any number of views, no AnyView written, still side by side in an HStack, in order.
struct BoardRow: View {
    let cells: [AnyView]

    init(_ cells: AnyView...) {
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
