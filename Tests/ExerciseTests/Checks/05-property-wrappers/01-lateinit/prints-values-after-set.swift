// check: runs, preview
// A new configuration holds nothing, and says so through its projected values without stopping; once set,
// the values read back as plain values, and a second write replaces the first; `reset()` empties the wrappers
// again.
// varies: the server's name and the two retry limits written
// stops-through: lateinitFailure
import MiniUI

@testable import Exercise05_1

let server = Vary.value("server name", "api.example.com") { random in
    "\(random.element(of: ["edge", "eu", "staging", "mirror"])).example.org"
}
let firstLimit = Vary.number("first retry limit", 3, in: 0...20)
let secondLimit = Vary.value("second retry limit", 5) { random in firstLimit + random.int(in: 1...9) }

var configuration = LaunchConfiguration()
print("ready: \(configuration.isReady), $serverName: \(String(describing: configuration.$serverName))")

configuration.serverName = server
print("ready: \(configuration.isReady), $serverName: \(String(describing: configuration.$serverName))")

configuration.retryLimit = firstLimit
print("ready: \(configuration.isReady)")
print("serverName: \(configuration.serverName), retryLimit: \(configuration.retryLimit)")

configuration.retryLimit = secondLimit
print("after a second write, retryLimit: \(configuration.retryLimit)")

configuration.reset()
print("after reset: ready: \(configuration.isReady), $retryLimit: \(String(describing: configuration.$retryLimit))")

/* expected output:
ready: false, $serverName: nil
ready: false, $serverName: Optional("api.example.com")
ready: true
serverName: api.example.com, retryLimit: 3
after a second write, retryLimit: 5
after reset: ready: false, $retryLimit: nil
*/
