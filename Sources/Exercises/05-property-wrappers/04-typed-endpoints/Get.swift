// Goal: solve the article's open problem: with `@Get(\.stations) var stations`, `_stations.request()` loads the stations, and
// `_stations.requestRides()` does not compile. Make the key path lead to a typed endpoint.
// Check it: swift run puzzles check 05.4
// Lesson: Lessons/05-property-wrappers/04-typed-endpoints/README.md

import Foundation
import MiniUI

/// Loads the value of one endpoint, and keeps where the loading stands.
@propertyWrapper
struct Get<Value: Decodable>: DynamicProperty {
    @State private var state: LoadState<Value>
    let endpoint: KeyPath<BikeAPI, Value>

    // TODO: Take a `KeyPath<BikeAPI, Endpoint<Value>>`, and keep the endpoint it leads to,
    //       `BikeAPI()[keyPath: endpoint]`, so the wrapper knows where to fetch.
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
// TODO: Replace these methods with one `request(from source: DataSource = .mock)` inside `Get` that fetches
//       the endpoint's path and decodes a `Value`: no cast, and no method that can ask for another endpoint.
extension Get {
    /// GET /v2/stations
    @MainActor
    func requestStations(from source: DataSource = .mock) async {
        await load([Station].self, from: "/v2/stations", source: source)
    }

    /// GET /v2/stations/new
    @MainActor
    func requestNewStations(from source: DataSource = .mock) async {
        await load([Station].self, from: "/v2/stations/new", source: source)
    }

    /// GET /v2/rides
    @MainActor
    func requestRides(from source: DataSource = .mock) async {
        await load([Ride].self, from: "/v2/rides", source: source)
    }
}
