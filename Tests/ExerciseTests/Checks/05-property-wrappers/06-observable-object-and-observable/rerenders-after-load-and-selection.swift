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
    print("first render:", host.texts, "bodies run:", host.takeRenderLog())
    await host.runTasks()
    print("after the load:", host.texts, "bodies run:", host.takeRenderLog())
    host.tap("Harbor")
    print("after tapping Harbor:", host.texts, "bodies run:", host.takeRenderLog())
}

await show("ObservableObject", ViewHost(ModelScreen()))
await show("@Observable", ViewHost(StoreScreen()))

/* expected output:
== ObservableObject
first render: ["No selection", "Loading…"] bodies run: ["ModelScreen", "ModelHeader", "ModelList"]
after the load: ["No selection", "Elm Park", "Harbor"] bodies run: ["ModelScreen", "ModelHeader", "ModelList"]
after tapping Harbor: ["Selected: Harbor", "Elm Park", "Harbor"] bodies run: ["ModelScreen", "ModelHeader", "ModelList"]
== @Observable
first render: ["No selection", "Loading…"] bodies run: ["StoreScreen", "StoreHeader", "StoreList"]
after the load: ["No selection", "Elm Park", "Harbor"] bodies run: ["StoreHeader", "StoreList"]
after tapping Harbor: ["Selected: Harbor", "Elm Park", "Harbor"] bodies run: ["StoreHeader"]
*/
