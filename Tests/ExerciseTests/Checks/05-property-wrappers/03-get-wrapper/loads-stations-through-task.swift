// check: runs, preview
// The screen first shows the skeleton, greyed out; its `.task` asks `_stations` to request, and when the
// request ends the state held by the wrapper changes, so the screen's body runs again and shows the stations.
import MiniUI

@testable import Exercise05_3

let host = ViewHost(StationsScreen())
print(host.screen)
print(host.takeRenderLog())

await host.runTasks()
print(host.screen)
print(host.takeRenderLog())

/* expected output:
VStack
  Text("Loading…")
  ForEach
    row id: -1
      Text("······").foregroundStyle(.secondary)
    row id: -2
      Text("····").foregroundStyle(.secondary)
["StationsScreen"]
VStack
  ForEach
    row id: 1
      Text("Elm Park")
    row id: 2
      Text("Harbor")
["StationsScreen"]
*/
