// wrong: constrained extensions of Get, one per returned type, so two endpoints of one type cannot be told apart
// rejected-by: requests-each-endpoint-from-its-path
import Foundation
import MiniUI

/// Loads the value of one endpoint, and keeps where the loading stands.
@propertyWrapper
struct Get<Value: Decodable>: DynamicProperty {
    @State private var state: LoadState<Value>
    let endpoint: KeyPath<BikeAPI, Value>

    init(_ endpoint: KeyPath<BikeAPI, Value>, skeleton: Value? = nil) {
        self.endpoint = endpoint
        _state = State(initialValue: .loading(skeleton: skeleton))
    }

    var wrappedValue: LoadState<Value> {
        state
    }

    /// Fetches `path` from `source`, and keeps the decoded value or the error.
    @MainActor
    fileprivate func load(from path: String, source: DataSource) async {
        do {
            let data = try await source.fetch(path)
            state = .success(try JSONDecoder().decode(Value.self, from: data))
        } catch {
            state = .failure(error)
        }
    }
}

extension Get where Value == [Station] {
    /// The docking stations (GET /v2/stations).
    @MainActor
    func request(from source: DataSource = .mock) async {
        await load(from: "/v2/stations", source: source)
    }
}

extension Get where Value == [Ride] {
    /// Today's rides (GET /v2/rides).
    @MainActor
    func request(from source: DataSource = .mock) async {
        await load(from: "/v2/rides", source: source)
    }
}
