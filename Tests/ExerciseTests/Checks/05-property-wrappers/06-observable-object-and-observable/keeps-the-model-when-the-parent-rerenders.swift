// check: runs
// A parent whose body runs again makes new ModelScreen and StoreScreen values, and with them new
// `StationsModel()` and `StationsStore()` expressions. The screens must keep the instances they already have,
// with the stations loaded, and not start over with objects whose `.task` never runs again.
import MiniUI

@testable import Exercise05_6

/// A parent whose button makes its body run again, and with it a new ModelScreen value.
struct ModelParent: View {
    @State private var ticks = 0

    var body: some View {
        VStack {
            Button("Tick \(ticks)") { ticks += 1 }
            ModelScreen()
        }
    }
}

/// The same, around a StoreScreen.
struct StoreParent: View {
    @State private var ticks = 0

    var body: some View {
        VStack {
            Button("Tick \(ticks)") { ticks += 1 }
            StoreScreen()
        }
    }
}

@MainActor
func tickTwice(_ name: String, _ host: ViewHost) async {
    await host.runTasks()
    print("\(name), loaded:", host.texts)
    host.tap("Tick 0")
    host.tap("Tick 1")
    await host.runTasks()
    print("\(name), after two ticks:", host.texts)
}

await tickTwice("ModelScreen", ViewHost(ModelParent()))
await tickTwice("StoreScreen", ViewHost(StoreParent()))

/* expected output:
ModelScreen, loaded: ["Tick 0", "No selection", "Elm Park", "Harbor"]
ModelScreen, after two ticks: ["Tick 2", "No selection", "Elm Park", "Harbor"]
StoreScreen, loaded: ["Tick 0", "No selection", "Elm Park", "Harbor"]
StoreScreen, after two ticks: ["Tick 2", "No selection", "Elm Park", "Harbor"]
*/
