// check: runs
// Reading a `@Lateinit` before anything was written to it stops the program through `lateinitFailure`,
// with a message that names the wrapper and its value type. In an app that is `fatalError`; this check
// swaps it for a function that prints the message and ends the program cleanly, so it can watch.
// stops-through: lateinitFailure
import Foundation

@testable import Exercise05_1

lateinitFailure = { message in
    print("stopped: \(message)")
    exit(0)
}

var configuration = LaunchConfiguration()
configuration.serverName = "api.example.com"
print("serverName: \(configuration.serverName)")
print("reading retryLimit before it was set")
let limit = configuration.retryLimit
print("still running, retryLimit: \(limit)")

/* expected output:
serverName: api.example.com
reading retryLimit before it was set
stopped: Lateinit<Int> was read before it was set
*/
