// check: runs, preview
// Each bed under 30% reports its name; the screen hears the names of the list's beds, in the order the beds are
// shown, writes them at the top, and shows the first of them once more as the next bed to water. That row stays
// outside what the screen hears, so it is not counted twice, and SwiftUI has nothing to warn about.
// varies: the beds: how many, their names and moistures
import MiniUI

@testable import Exercise07_3

let beds = Vary.value(
    "beds",
    [
        SoilBed(id: 1, name: "Basil", moisture: 22), SoilBed(id: 2, name: "Chard", moisture: 55),
        SoilBed(id: 3, name: "Mint", moisture: 12),
    ],
    describe: { $0.map { "\($0.name) \($0.moisture)%" }.joined(separator: ", ") },
    varied: { random in
        let herbs = ["Chives", "Dill", "Fennel", "Lovage", "Oregano", "Sage", "Sorrel"]
        return random.sample(herbs, count: random.int(in: 2...5)).enumerated().map { offset, name in
            SoilBed(id: offset + 1, name: name, moisture: random.element(of: [8, 15, 21, 29, 30, 44, 67]))
        }
    })
let host = ViewHost(ThirstScreen(beds: beds))
print(host.screen)
print("warnings: \(host.warnings)")

/* expected output:
VStack
  Text("Water first: Basil, Mint")
  Text("Basil: 22%")
  Button("Water Basil")
  VStack
    ForEach
      row id: 1
        Text("Basil: 22%")
      row id: 2
        Text("Chard: 55%")
      row id: 3
        Text("Mint: 12%")
warnings: []
*/
