// check: runs
// The same four tiles, offered three widths and then no width at all (`.fixedSize()` asks for the ideal size, an
// unspecified proposal): each answer is the size of the rows that width makes, a narrow offer makes more rows,
// a tile wider than the offer takes a row of its own, and with no width proposed every tile stays on one row.
import MiniUI

@testable import Exercise07_4

struct Tiles: View {
    var body: some View {
        Text("Orchids").frame(width: 110, height: 40)
        Text("Ferns").frame(width: 80, height: 40)
        Text("Cacti").frame(width: 50, height: 30)
        Text("Aloe").frame(width: 60, height: 30)
    }
}

struct Offers: View {
    var body: some View {
        VStack {
            TileFlow(spacing: 10) { Tiles() }.frame(width: 300)
            TileFlow(spacing: 10) { Tiles() }.frame(width: 150)
            TileFlow(spacing: 10) { Tiles() }.frame(width: 90)
            TileFlow(spacing: 10) { Tiles() }.fixedSize()
        }
    }
}

let screen = ViewHost(Offers()).screen
for line in screen.split(separator: "\n") where line.contains("TileFlow") {
    print(line.trimmingCharacters(in: .whitespaces))
}

/* expected output:
TileFlow.frame(width: 300) [proposed 300 × 852, size 260 × 80]
TileFlow.frame(width: 150) [proposed 150 × 852, size 140 × 130]
TileFlow.frame(width: 90) [proposed 90 × 852, size 110 × 170]
TileFlow.fixedSize() [proposed nil × nil, size 330 × 40]
*/
