// check: runs
// `LaunchConfiguration` is a struct, so a copy is a configuration of its own: setting the copy's values leaves
// the original's as they were, and a copy of an empty configuration, once set, leaves the original empty.
@testable import Exercise05_1

var staging = LaunchConfiguration()
staging.serverName = "staging.example.com"
staging.retryLimit = 2

var production = staging
production.serverName = "api.example.com"
production.retryLimit = 5
print("staging: \(staging.serverName), \(staging.retryLimit)")
print("production: \(production.serverName), \(production.retryLimit)")

let blank = LaunchConfiguration()
var filled = blank
filled.serverName = "test.example.com"
print("the blank original after its copy was set: $serverName \(String(describing: blank.$serverName))")

/* expected output:
staging: staging.example.com, 2
production: api.example.com, 5
the blank original after its copy was set: $serverName nil
*/
