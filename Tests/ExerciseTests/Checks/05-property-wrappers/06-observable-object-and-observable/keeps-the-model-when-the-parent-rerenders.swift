// check: runs
// A parent whose body runs again makes new ModelScreen and StoreScreen values, and with them new
// `UsersModel()` and `UsersStore()` expressions. The screens must keep the instances they already have,
// with the users loaded, and not start over with objects whose `.task` never runs again.
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
["Tick 0", "No selection", "Aiko", "Ben", "No selection", "Aiko", "Ben"]
["Tick 2", "No selection", "Aiko", "Ben", "No selection", "Aiko", "Ben"]
*/
