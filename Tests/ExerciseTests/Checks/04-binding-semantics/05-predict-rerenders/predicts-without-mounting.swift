// check: runs
// A prediction is made before any screen runs: asked for every scenario on the main actor, where a host could
// be mounted, your predictions must mount none. (The host counts the screens it mounts.)
import MiniUI

@testable import Exercise04_5

let before = ViewHost.mountedCount
for scenario in Scenario.allCases {
    _ = predictedRenderLog(for: scenario)
    _ = predictedWiFiRow(after: scenario)
}
print("screens mounted while predicting:", ViewHost.mountedCount == before ? "none" : "some")

/* expected output:
screens mounted while predicting: none
*/
