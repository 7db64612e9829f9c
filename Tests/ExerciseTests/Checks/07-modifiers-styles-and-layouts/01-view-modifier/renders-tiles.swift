// check: runs, preview
// A bed's panel shows its name, then each reading framed as a tile: the caption, the reading, the pin button, in a
// leading-aligned stack padded by 8 as a whole.
// varies: the bed: its name, moisture and temperature
import MiniUI

@testable import Exercise07_1

let bed = Vary.value("bed", Bed(name: "Tomatoes", moisture: 41, temperature: 23)) { random in
    Bed(
        name: random.element(of: ["Basil", "Chilies", "Lettuce", "Strawberries"]),
        moisture: random.int(in: 5...95), temperature: random.int(in: 8...35))
}
print(ViewHost(BedPanel(bed: bed)).screen)

/* expected output:
VStack
  Text("Tomatoes").font(.headline)
  VStack(alignment: .leading).padding(8)
    Text("Moisture").font(.caption)
    Text("41%")
    Button("Pin Moisture")
  VStack(alignment: .leading).padding(8)
    Text("Temperature").font(.caption)
    Text("23 °C")
    Button("Pin Temperature")
*/
