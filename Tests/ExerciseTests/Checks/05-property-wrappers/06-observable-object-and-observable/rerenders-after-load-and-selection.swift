// check: runs, preview
// The same screen twice. Both show the stations once loaded, and the selection once tapped. The render log
// shows the difference: an ObservableObject announces every change to every view that observes it, so
// the screen and both of its parts run again each time; with @Observable only the views that read the
// changed property run again, and the screen, which reads none, never does.
import MiniUI

@testable import Exercise05_6

@MainActor
func show(_ name: String, _ host: ViewHost) async {
    print("== \(name)")
    print(host.texts, host.takeRenderLog())
    await host.runTasks()
    print("loaded:", host.texts, host.takeRenderLog())
    host.tap("Harbor")
    print("tapped:", host.texts, host.takeRenderLog())
}

await show("ObservableObject", ViewHost(ModelScreen()))
await show("@Observable", ViewHost(StoreScreen()))

/* expected output:
== ObservableObject
["No selection", "Loading…"] ["ModelScreen", "ModelHeader", "ModelList"]
loaded: ["No selection", "Elm Park", "Harbor"] ["ModelScreen", "ModelHeader", "ModelList"]
tapped: ["Selected: Harbor", "Elm Park", "Harbor"] ["ModelScreen", "ModelHeader", "ModelList"]
== @Observable
["No selection", "Loading…"] ["StoreScreen", "StoreHeader", "StoreList"]
loaded: ["No selection", "Elm Park", "Harbor"] ["StoreHeader", "StoreList"]
tapped: ["Selected: Harbor", "Elm Park", "Harbor"] ["StoreHeader"]
*/
