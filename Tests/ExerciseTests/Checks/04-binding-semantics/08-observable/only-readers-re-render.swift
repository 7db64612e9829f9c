// check: runs, preview
// Every view that read a changed property runs again, and only those: a switch re-renders its row and the
// count (which read `isLit`), the "Switch Porch" button does the same for Porch although it changes
// the object directly, and a rename re-renders only the renamed lamp's row (the count never read a
// name). The board itself, which read no property of any lamp, never runs again.
import MiniUI

@testable import Exercise04_8

let host = ViewHost(
    LampBoard(lamps: [
        Lamp(id: 1, name: "Hall", isLit: false),
        Lamp(id: 2, name: "Kitchen", isLit: true),
        Lamp(id: 3, name: "Porch", isLit: false),
    ]))
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
