// check: runs, preview
// Offered 200 points of width, the tiles line up left to right with 8 points between them, and a tile that would
// pass the width starts a new row, 8 points below the tallest tile of the row above (in the first row, the second
// tile is the taller); a row that fills the width exactly keeps its last tile. The layout answers with the rows'
// own size, not the whole offer.
// varies: the beds: how many, each tile's width and height, and the width offered
import MiniUI

@testable import Exercise07_4

struct Bed {
    var name: String
    var width: CGFloat
    var height: CGFloat
}

let beds = Vary.value(
    "beds",
    [
        Bed(name: "Tomatoes", width: 90, height: 30), Bed(name: "Basil", width: 102, height: 40),
        Bed(name: "Chilies", width: 120, height: 50), Bed(name: "Mint", width: 60, height: 40),
        Bed(name: "Lettuce", width: 70, height: 40),
    ],
    describe: { $0.map { "\($0.name) \(Int($0.width)) × \(Int($0.height))" }.joined(separator: ", ") },
    varied: { random in
        let names = random.shuffled(["Kale", "Leeks", "Peas", "Sage", "Thyme", "Beans", "Chard"])
        return names.prefix(random.int(in: 3...6)).map {
            Bed(name: $0, width: CGFloat(random.int(in: 4...13) * 10), height: CGFloat(random.int(in: 3...5) * 10))
        }
    })
let offered = Vary.value("width offered", CGFloat(200)) { random in CGFloat(random.element(of: [150, 230, 260])) }

struct BedBoard: View {
    let beds: [Bed]
    let width: CGFloat

    var body: some View {
        TileFlow(spacing: 8) {
            ForEach(beds, id: \.name) { bed in
                Text(bed.name).frame(width: bed.width, height: bed.height)
            }
        }
        .frame(width: width)
    }
}

print(ViewHost(BedBoard(beds: beds, width: offered)).screen)

/* expected output:
TileFlow.frame(width: 200) [proposed 200 × 852, size 200 × 146]
  ForEach
    row id: "Tomatoes" [at (0, 0), 90 × 30]
      Text("Tomatoes").frame(width: 90, height: 30)
    row id: "Basil" [at (98, 0), 102 × 40]
      Text("Basil").frame(width: 102, height: 40)
    row id: "Chilies" [at (0, 48), 120 × 50]
      Text("Chilies").frame(width: 120, height: 50)
    row id: "Mint" [at (128, 48), 60 × 40]
      Text("Mint").frame(width: 60, height: 40)
    row id: "Lettuce" [at (0, 106), 70 × 40]
      Text("Lettuce").frame(width: 70, height: 40)
*/
