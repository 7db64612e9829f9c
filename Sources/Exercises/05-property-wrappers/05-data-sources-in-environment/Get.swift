// Goal: inject the data source through the environment, so the same `StationsScreen` talks to `.live` in the app
// and to `.mock` in a preview or a check, and `@Get` finds it by itself.
// Check it: swift run puzzles check 05.5
// Lesson: Lessons/05-property-wrappers/05-data-sources-in-environment/README.md

import Foundation
import MiniUI

/// Loads the value of one endpoint, and keeps where the loading stands.
@propertyWrapper
struct Get<Value: Decodable>: DynamicProperty {
    @State private var state: LoadState<Value>
    // TODO: Read the data source from the environment, here in the wrapper, with `@Environment(\.dataSource)`.
    let endpoint: Endpoint<Value>

    init(_ endpoint: KeyPath<BikeAPI, Endpoint<Value>>, skeleton: Value? = nil) {
        self.endpoint = BikeAPI()[keyPath: endpoint]
        _state = State(initialValue: .loading(skeleton: skeleton))
    }

    var wrappedValue: LoadState<Value> {
        state
    }

    /// Fetches this wrapper's endpoint from `source`, and keeps the decoded value or the error.
    // TODO: Take no parameter: fetch from the environment's data source, so that no view can pick one here.
    @MainActor
    func request(from source: DataSource = .live) async {
        do {
            let data = try await source.fetch(endpoint.path)
            state = .success(try JSONDecoder().decode(Value.self, from: data))
        } catch {
            state = .failure(error)
        }
    }
}
