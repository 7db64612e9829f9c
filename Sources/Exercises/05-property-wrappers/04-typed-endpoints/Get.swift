// Goal: solve the article's open problem for our bike-share endpoints: `_stations.request()` loads the stations,
// and asking the stations' wrapper for rides does not compile. Make the key path lead to a typed endpoint.
// Check it: swift run puzzles check 05.4
// Lesson: Lessons/05-property-wrappers/04-typed-endpoints/README.md

import Foundation
import MiniUI

/// Loads the value of one endpoint, and keeps where the loading stands.
@propertyWrapper
struct Get<Value: Decodable>: DynamicProperty {
    @State private var state: LoadState<Value>
    let endpoint: KeyPath<BikeAPI, Value>

    // TODO: Take a key path to an endpoint of `Value` instead, and keep the endpoint it leads to (read it from
    //       a table you make), so that the wrapper knows where to fetch.
    init(_ endpoint: KeyPath<BikeAPI, Value>, skeleton: Value? = nil) {
        self.endpoint = endpoint
        _state = State(initialValue: .loading(skeleton: skeleton))
    }

    var wrappedValue: LoadState<Value> {
        state
    }

    /// Fetches `path` from `source`, decodes a `T`, and keeps it, or the error.
    @MainActor
    fileprivate func load<T: Decodable>(_ type: T.Type, from path: String, source: DataSource) async {
        do {
            let data = try await source.fetch(path)
            let value = try JSONDecoder().decode(T.self, from: data)
            // The cast compiles for any T, and stops the program when T is not Value: the article's open
            // problem, moved from compile time to run time.
            state = .success(value as! Value)
        } catch {
            state = .failure(error)
        }
    }
}

// The article's shape: one method per endpoint, offered by every Get, so `_stations.requestRides()` compiles.
// TODO: Replace these methods with a single request method inside `Get`, taking the same `source` parameter,
//       that fetches this wrapper's own endpoint and decodes a `Value`: no cast, and no way to ask for another
//       endpoint, not even one of the same type (`source` is its only parameter).
extension Get {
    /// The docking stations (GET /v2/stations).
    @MainActor
    func requestStations(from source: DataSource = .mock) async {
        await load([Station].self, from: "/v2/stations", source: source)
    }

    /// Stations opened this month (GET /v2/stations/new).
    @MainActor
    func requestNewStations(from source: DataSource = .mock) async {
        await load([Station].self, from: "/v2/stations/new", source: source)
    }

    /// Today's rides (GET /v2/rides).
    @MainActor
    func requestRides(from source: DataSource = .mock) async {
        await load([Ride].self, from: "/v2/rides", source: source)
    }
}
