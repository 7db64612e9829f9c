// check: runs, preview
// The style, set once on the panel, draws every button below it, those inside the beds' rows included: a drop
// before the button's own label, blue, and red for the destructive button that stops the valves.
// varies: the beds: how many, their ids and names
import MiniUI

@testable import Exercise07_2

let beds = Vary.value(
    "beds", [WateredBed(id: 1, name: "Basil"), WateredBed(id: 2, name: "Lettuce")],
    describe: { $0.map { "\($0.id): \($0.name)" }.joined(separator: ", ") },
    varied: { random in
        let herbs = ["Chives", "Fennel", "Mint", "Parsley", "Sage", "Thyme"]
        let names = random.sample(herbs, count: random.int(in: 1...4))
        return names.enumerated().map { WateredBed(id: 10 + $0.offset * 3, name: $0.element) }
    })
print(ViewHost(WateringPanel(beds: beds)).screen)

/* expected output:
VStack
  ForEach
    row id: 1
      HStack
        Text("Basil")
        Button
          HStack.padding(6).foregroundStyle(.blue).opacity(1)
            Image(systemName: "drop")
            Text("Water Basil")
    row id: 2
      HStack
        Text("Lettuce")
        Button
          HStack.padding(6).foregroundStyle(.blue).opacity(1)
            Image(systemName: "drop")
            Text("Water Lettuce")
  Button(role: .destructive)
    HStack.padding(6).foregroundStyle(.red).opacity(1)
      Image(systemName: "drop")
      Text("Stop all valves")
  Text("Watered: ")
*/
