// check: runs
// A parent whose body runs again makes new ModelScreen and StoreScreen values, and with them new
// `StationsModel()` and `StationsStore()` expressions. The screens must keep the instances they already have,
// with the stations loaded, and not start over with objects whose `.task` never runs again.
import MiniUI

@testable import Exercise05_6

struct Parent: View {
    @State private var ticks = 0

    var body: some View {
        VStack {
            Button("Tick \(ticks)") { ticks += 1 }
            ModelScreen()
            StoreScreen()
        }
    }
}

let host = ViewHost(Parent())
await host.runTasks()
print(host.texts)
host.tap("Tick 0")
host.tap("Tick 1")
await host.runTasks()
print(host.texts)

/* expected output:
["Tick 0", "No selection", "Elm Park", "Harbor", "No selection", "Elm Park", "Harbor"]
["Tick 2", "No selection", "Elm Park", "Harbor", "No selection", "Elm Park", "Harbor"]
*/
