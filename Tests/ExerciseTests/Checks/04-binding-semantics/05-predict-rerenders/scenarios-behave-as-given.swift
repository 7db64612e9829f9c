// check: runs
// The nine screens in Scenarios.swift are the experiment: they must behave as the kit's copy does, or the
// host's verdict on your predictions means nothing. This check runs each one, taps its buttons, and compares
// a fingerprint of what happened (render logs and screens) with the kit's. If it fails, restore
// Scenarios.swift as the kit ships it (for example `git checkout -- <path of Scenarios.swift>`) and keep your
// predictions in Predictions.swift.
import MiniUI

@testable import Exercise04_5

var record = ""
for scenario in Scenario.allCases {
    let host = scenario.mount()
    record += "\(scenario):\(host.takeRenderLog())\(host.texts)"
    for title in scenario.taps {
        host.tap(title)
        record += "|\(title):\(host.takeRenderLog())\(host.texts)"
    }
    record += "\n"
}

// FNV-1a, 64 bits: the same on every run and every machine (Swift's Hasher is seeded per process).
var fingerprint: UInt64 = 0xcbf2_9ce4_8422_2325
for byte in record.utf8 {
    fingerprint ^= UInt64(byte)
    fingerprint = fingerprint &* 0x100_0000_01b3
}
let expected: UInt64 = 0x2849_96aa_4b12_b8f1
print(
    fingerprint == expected
        ? "the nine screens behave as given"
        : "Scenarios.swift no longer behaves as the kit's copy (fingerprint \(String(fingerprint, radix: 16)))")

/* expected output:
the nine screens behave as given
*/
