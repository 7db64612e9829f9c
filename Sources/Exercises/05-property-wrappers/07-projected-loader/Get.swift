// Goal: hand `@Get`'s request to a child view through a projected value, `$rides`; nest the endpoint table in
// `Get` as the article did; and ask `Value: Equatable`, so that a request can tell whether anything changed.
// Check it: swift run puzzles check 05.7
// Lesson: Lessons/05-property-wrappers/07-projected-loader/README.md

import Foundation
import MiniUI

/// Loads the value of one endpoint from the environment's data source, and keeps where the loading stands.
// TODO: Ask `Value` to be `Equatable` as well as `Decodable`.
@propertyWrapper
struct Get<Value: Decodable>: DynamicProperty {
    @State private var state: LoadState<Value>
    @Environment(\.dataSource) private var dataSource
    let endpoint: Endpoint<Value>

    init(_ endpoint: KeyPath<BikeAPI, Endpoint<Value>>, skeleton: Value? = nil) {
        self.endpoint = BikeAPI()[keyPath: endpoint]
        _state = State(initialValue: .loading(skeleton: skeleton))
    }

    var wrappedValue: LoadState<Value> {
        state
    }

    // TODO: Offer a projected value of a nested type named `Loader`, so that `$rides` is a `Get<[Ride]>.Loader`
    //       a view can hand to a child. Give it what a request needs (a binding to the state, the endpoint, the
    //       data source) and a main-actor `request()` that fills in the state of the view that declared `@Get`.
    //       Let that `request()` return whether what is shown changed (a discardable `Bool`): when the value
    //       fetched equals the one already loaded, leave the state alone and return false.

    /// Fetches this wrapper's endpoint from the environment's data source, and keeps the decoded value or
    /// the error.
    // TODO: Keep this method, for views that call `_rides.request()`: let it do what the projection's request
    //       does, and return the same answer.
    @MainActor
    func request() async {
        do {
            let data = try await dataSource.fetch(endpoint.path)
            state = .success(try JSONDecoder().decode(Value.self, from: data))
        } catch {
            state = .failure(error)
        }
    }
}
