// check: runs, preview
// Every view that read a changed property runs again, and only those: a switch re-renders its row and the
// count (which read `isLit`), the "Switch Porch" button does the same for Porch although it changes
// the object directly, and a rename re-renders only the renamed lamp's row (the count never read a
// name). The board itself, which read no property of any lamp, never runs again.
// varies: the lamps: how many (Hall first, Porch third), their ids, the others' names, which are lit at first
import MiniUI

@testable import Exercise04_8

// The board's buttons switch its third lamp and rename its first: those stay Porch and Hall.
let lamps = Vary.value(
    "lamps",
    [
        Lamp(id: 1, name: "Hall", isLit: false),
        Lamp(id: 2, name: "Kitchen", isLit: true),
        Lamp(id: 3, name: "Porch", isLit: false),
    ],
    describe: { $0.map { "\($0.id) \($0.name) \($0.isLit ? "lit" : "off")" }.description },
    varied: { random in
        let others = random.sample(["Study", "Garage", "Attic", "Cellar", "Landing"], count: random.int(in: 2...3))
        let names = ["Hall", others[0], "Porch"] + others.dropFirst()
        return zip(random.ints(count: names.count, in: 4...60), names).map { id, name in
            Lamp(id: id, name: name, isLit: random.bool())
        }
    })

let host = ViewHost(LampBoard(lamps: lamps))
print(host.screen)
_ = host.takeRenderLog()

host.toggle("Hall")
print(host.texts[0], "| after flipping Hall:", host.takeRenderLog())

host.tap("Switch Porch")
print(host.texts[0], "| after Switch Porch:", host.takeRenderLog())

host.tap("Rename Hall")
print(host.texts[0], "| after Rename Hall:", host.takeRenderLog())
print(host.screen)

/* expected output:
Text("1 of 3 lit")
ForEach
  row id: 1
    Toggle("Hall", isOn: false)
  row id: 2
    Toggle("Kitchen", isOn: true)
  row id: 3
    Toggle("Porch", isOn: false)
Button("Switch Porch")
Button("Rename Hall")
2 of 3 lit | after flipping Hall: ["LitCount", "LampRow[id: 1]"]
3 of 3 lit | after Switch Porch: ["LitCount", "LampRow[id: 3]"]
3 of 3 lit | after Rename Hall: ["LampRow[id: 1]"]
Text("3 of 3 lit")
ForEach
  row id: 1
    Toggle("Hallway", isOn: true)
  row id: 2
    Toggle("Kitchen", isOn: true)
  row id: 3
    Toggle("Porch", isOn: true)
Button("Switch Porch")
Button("Rename Hall")
*/
