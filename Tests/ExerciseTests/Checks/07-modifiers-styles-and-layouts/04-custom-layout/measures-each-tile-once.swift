// check: runs
// The host lays the layout out when it first appears and again after an update that changed its tiles, and logs
// each call it makes with how many times that call measured a tile. The layout measures each tile once, when its
// cache is made (`makeCache`, on the first pass) or made again (`updateCache`, after a bed was added); its size and
// its placing read the cache and measure nothing. Watering changes no tile, so nothing is laid out again; adding a
// bed does, and the new tile is measured and placed like the others.
import MiniUI

@testable import Exercise07_4

struct Bed: Identifiable {
    let id: Int
    var name: String
    var width: CGFloat
}

struct BedBoard: View {
    @State private var beds = [
        Bed(id: 1, name: "Tomatoes", width: 90), Bed(id: 2, name: "Basil", width: 60),
        Bed(id: 3, name: "Peppers", width: 80),
    ]
    @State private var watered = 0

    var body: some View {
        VStack {
            Text("Watered \(watered) times")
            Button("Water all") { watered += 1 }
            Button("Add bed") { beds.append(Bed(id: 4, name: "Radishes", width: 70)) }
            TileFlow(spacing: 8) {
                ForEach(beds) { bed in
                    Text(bed.name).frame(width: bed.width, height: 40)
                }
            }
            .frame(width: 240)
        }
    }
}

@MainActor
func printLayoutCalls(_ host: ViewHost) {
    let calls = host.takeLayoutLog()
    print(calls.isEmpty ? "(no calls)" : calls.joined(separator: "\n"))
}

let host = ViewHost(BedBoard())
print("-- first pass")
printLayoutCalls(host)
host.tap("Water all")
print("-- after watering")
printLayoutCalls(host)
host.tap("Add bed")
print("-- after adding a bed")
printLayoutCalls(host)
for line in host.screen.split(separator: "\n") where line.contains("row id: 4") {
    print(line.trimmingCharacters(in: .whitespaces))
}

/* expected output:
-- first pass
TileFlow.makeCache: measured subviews 3 times
TileFlow.sizeThatFits(240 × 852) -> 158 × 88: measured subviews 0 times
TileFlow.placeSubviews(in: (0, 0), 158 × 88): measured subviews 0 times
-- after watering
(no calls)
-- after adding a bed
TileFlow.updateCache: measured subviews 4 times
TileFlow.sizeThatFits(240 × 852) -> 158 × 88: measured subviews 0 times
TileFlow.placeSubviews(in: (0, 0), 158 × 88): measured subviews 0 times
row id: 4 [at (88, 48), 70 × 40]
*/
