// check: runs, preview
// A new configuration holds nothing, and says so through its projected values without stopping; once set,
// the values read back as plain values, and a second write replaces the first; `reset()` empties the wrappers
// again.
@testable import Exercise05_1

var configuration = LaunchConfiguration()
print("ready: \(configuration.isReady), $serverName: \(String(describing: configuration.$serverName))")

configuration.serverName = "api.example.com"
print("ready: \(configuration.isReady), $serverName: \(String(describing: configuration.$serverName))")

configuration.retryLimit = 3
print("ready: \(configuration.isReady)")
print("serverName: \(configuration.serverName), retryLimit: \(configuration.retryLimit)")

configuration.retryLimit = 5
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
