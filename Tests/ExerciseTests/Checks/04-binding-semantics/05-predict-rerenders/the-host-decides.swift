// check: runs, preview
// Each scenario is mounted in a fresh host, its buttons are tapped, and the host's render log is compared
// with your prediction. The host is the judge: where you predicted something else, you see what it did,
// and what the screen shows afterwards. Scenarios you have not predicted yet show nothing.
import MiniUI

@testable import Exercise04_5

@MainActor
func describe(_ log: [String]) -> String {
    log.isEmpty ? "no body" : "\(log)"
}

for scenario in Scenario.allCases {
    let host = scenario.mount()
    _ = host.takeRenderLog()
    for title in scenario.taps {
        host.tap(title)
    }
    let log = host.takeRenderLog()
    guard let predicted = predictedRenderLog(for: scenario) else {
        print("\(scenario): no prediction yet")
        continue
    }
    if predicted == log {
        print("\(scenario): as you predicted")
    } else {
        print("\(scenario): you predicted \(describe(predicted)); the host ran \(describe(log))")
        print("    the screen shows \(host.texts)")
    }
}

/* expected output:
appendToStateArray: as you predicted
classProperty: as you predicted
publishedButUnobserved: as you predicted
observedObject: as you predicted
stateArrayOfStructs: as you predicted
stateArrayOfClasses: as you predicted
appendAfterClassChange: as you predicted
*/
