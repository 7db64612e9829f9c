// check: runs, preview
// Each scenario is mounted in a fresh host, its buttons are tapped, and the host's render log is compared
// with your prediction. The host is the judge: where you predicted something else, you see what it did,
// and what the screen shows afterwards. For the two scenarios that switch Wi-Fi and then append, your
// prediction of the Wi-Fi row is compared with the screen too. Predictions still `nil` show nothing.
// Your predictions are asked for away from the main actor, before any screen is mounted: a prediction is
// what you expect, so it cannot come from running a host (which lives on the main actor).
// varies: which scenarios are run and in which order (each of the nine at least once, some of them twice)
import MiniUI

@testable import Exercise04_5

@MainActor
func describe(_ log: [String]) -> String {
    log.isEmpty ? "no body" : "\(log)"
}

let scenarios = Vary.value(
    "scenarios", Scenario.allCases, describe: { $0.map(\.rawValue).joined(separator: ", ") },
    varied: { random in
        var order = random.shuffled(Scenario.allCases)
        for again in random.sample(Scenario.allCases, count: random.int(in: 1...3)) {
            order.insert(again, at: random.int(in: 0...order.count))
        }
        return order
    })

let predictions = await Task.detached { [scenarios] in
    scenarios.map { (log: predictedRenderLog(for: $0), wifi: predictedWiFiRow(after: $0)) }
}.value

for (scenario, prediction) in zip(scenarios, predictions) {
    let host = scenario.mount()
    _ = host.takeRenderLog()
    for title in scenario.taps {
        host.tap(title)
    }
    let log = host.takeRenderLog()
    if let predicted = prediction.log {
        if predicted == log {
            print("\(scenario): as you predicted")
        } else {
            print("\(scenario): you predicted \(describe(predicted)); the host ran \(describe(log))")
            print("    the screen shows \(host.texts)")
        }
    } else {
        print("\(scenario): no prediction yet")
    }
    guard scenario == .appendAfterClassChange || scenario == .appendAfterClassChangeInline else { continue }
    let shown = host.texts.first { $0.hasPrefix("Wi-Fi") } ?? "no Wi-Fi row"
    if let predicted = prediction.wifi {
        if predicted == shown {
            print("\(scenario), the Wi-Fi row: as you predicted")
        } else {
            print("\(scenario), the Wi-Fi row: you predicted \"\(predicted)\"; the screen shows \"\(shown)\"")
        }
    } else {
        print("\(scenario), the Wi-Fi row: no prediction yet")
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
appendAfterClassChange, the Wi-Fi row: as you predicted
appendAfterClassChangeInline: as you predicted
appendAfterClassChangeInline, the Wi-Fi row: as you predicted
observedButUnreadWithClosure: as you predicted
*/
