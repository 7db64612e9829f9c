// check: runs, preview
// behaviour-in: Get.swift, StationsScreen.swift
// The screen first shows the skeleton, greyed out; its `.task` asks `_stations` to request, and when the
// request ends the state held by the wrapper changes, so the screen's body runs again and shows the stations.
import MiniUI

@testable import Exercise05_3

let host = ViewHost(StationsScreen())
print("before the task runs:")
print(host.screen)
print("first render:", host.takeRenderLog())

await host.runTasks()
print("after the task:")
print(host.screen)
print("re-rendered:", host.takeRenderLog())

/* expected output:
before the task runs:
VStack
  Text("Loading…")
  ForEach
    row id: -1
      Text("······").foregroundStyle(.secondary)
    row id: -2
      Text("····").foregroundStyle(.secondary)
first render: ["StationsScreen"]
after the task:
VStack
  ForEach
    row id: 1
      Text("Elm Park")
    row id: 2
      Text("Harbor")
re-rendered: ["StationsScreen"]
*/
