// check: runs, preview
// A pinned tile stays pinned when the panel stacks its tiles and when it lines them up again: the tiles sit in one
// container whose layout changes (an `AnyLayout`), so they keep their identity, and their state with it. Lined up
// again, the row has the column's spacing too.
// varies: the sensors (names and readings) and which one is pinned
import MiniUI

@testable import Exercise07_5

let sensors = Vary.value(
    "sensors",
    [
        Sensor(id: 1, name: "Soil moisture", reading: "41%"), Sensor(id: 2, name: "Air", reading: "23 °C"),
        Sensor(id: 3, name: "Light", reading: "12 klx"),
    ],
    describe: { $0.map { "\($0.name) \($0.reading)" }.joined(separator: ", ") },
    varied: { random in
        let names = random.shuffled(["Humidity", "Soil", "CO2", "Leaf", "Root zone"])
        return (1...random.int(in: 2...4)).map { index in
            Sensor(id: index, name: names[index - 1], reading: "\(random.int(in: 5...95))%")
        }
    })
let pinned = Vary.value("pinned sensor", 2, varied: { random in random.int(in: 1...2) })

let host = ViewHost(SensorPanel(sensors: sensors))
let name = sensors[pinned - 1].name
host.tap("Pin \(name)")
host.toggle("Stack the tiles")
print(host.screen)
print("--")
host.toggle("Stack the tiles")
print(host.texts.filter { $0.hasSuffix("(pinned)") })
print(
    host.screen.split(separator: "\n").first { $0.contains("Layout(") }?.trimmingCharacters(in: .whitespaces)
        ?? "no layout")

/* expected output:
VStack
  Toggle("Stack the tiles", isOn: true)
  AnyLayout(VStackLayout(spacing: 12))
    ForEach
      row id: 1
        VStack(spacing: 4)
          Text("Soil moisture")
          Text("41%")
          Button("Pin Soil moisture")
      row id: 2
        VStack(spacing: 4)
          Text("Air (pinned)")
          Text("23 °C")
          Button("Unpin Air")
      row id: 3
        VStack(spacing: 4)
          Text("Light")
          Text("12 klx")
          Button("Pin Light")
--
["Air (pinned)"]
AnyLayout(HStackLayout(spacing: 12))
*/
