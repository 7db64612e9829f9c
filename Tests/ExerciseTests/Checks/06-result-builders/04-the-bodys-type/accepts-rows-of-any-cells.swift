// check: compiles
// A row takes any number of views of any types, none of them erased, and its type names each cell's type in
// order: two cells, three of different kinds, and twelve (more than the ten views a block of SwiftUI's could hold
// before `buildBlock` took a parameter pack).
import MiniUI

@testable import Exercise06_4

@MainActor
func makeRows() {
    let short: BoardRow<Text, Text> = BoardRow(Text("11"), Text("Depot"))
    let mixed: BoardRow<Text, Image, Text> = BoardRow(Text("4"), Image(systemName: "figure.roll"), Text("3 min"))
    let long: BoardRow<Text, Text, Text, Text, Text, Text, Text, Text, Text, Text, Text, Text> = BoardRow(
        Text("1"), Text("2"), Text("3"), Text("4"), Text("5"), Text("6"),
        Text("7"), Text("8"), Text("9"), Text("10"), Text("11"), Text("12"))
    let styled = BoardRow(Text("7").bold(), Image(systemName: "exclamationmark.triangle"), Text("12 min"))
    _ = (short, mixed, long, styled)
}

struct Board: View {
    var body: some View {
        VStack {
            StopHeader(stop: "Harbour", zone: "B")
            BoardRow(Text("4"), Text("Old Mill"), Text("3 min"))
            BoardRow(Text("9"), Image(systemName: "figure.roll"), Text("Airport"), Text("due"))
        }
    }
}
