// check: rejects
// The table is declared inside `Get`, so it is generic with it: `Get<[Station]>.Endpoints` and
// `Get<[Ride]>.Endpoints` are two types, and one is not the other. (A table declared at the top level and given
// the name `Get.Endpoints` by a `typealias` is one type under every `Get`, and this assignment compiles.)
import MiniUI

@testable import Exercise05_7

@MainActor
func mixUpTheTables() {
    // expected-error@+2 {{cannot convert parent type}}
    // expected-note@+1 {{are expected to be equal}}
    let stations: Get<[Station]>.Endpoints = Get<[Ride]>.Endpoints()
    _ = stations
}
