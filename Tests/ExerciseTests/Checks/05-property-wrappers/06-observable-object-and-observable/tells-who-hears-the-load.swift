// check: runs
// behaviour-in: StationsModel.swift
// Who hears the load, in the render log. Assigning a @Published property is what makes the model announce
// a change; then every view that holds it as @StateObject or @ObservedObject runs again: the screen that
// owns the model, and the header and the list it is handed to. Nothing announced: no body runs at all.
// Announced but the parts hold plain references: only the screen runs again.
import MiniUI

@testable import Exercise05_6

@MainActor
func showTheLoad() async {
    let host = ViewHost(ModelScreen())
    print("first render, bodies run:", host.takeRenderLog())
    await host.runTasks()
    print("after the load, bodies run:", host.takeRenderLog())
}

await showTheLoad()

/* expected output:
first render, bodies run: ["ModelScreen", "ModelHeader", "ModelList"]
after the load, bodies run: ["ModelScreen", "ModelHeader", "ModelList"]
*/
