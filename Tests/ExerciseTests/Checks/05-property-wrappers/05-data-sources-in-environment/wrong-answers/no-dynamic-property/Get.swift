// wrong: leaves out the `DynamicProperty` conformance
// rejected-by: loads-from-the-injected-source
// misconception: `DynamicProperty` is what tells the host to look inside the wrapper: without it, the `@State` (and
// misconception: the `@Environment`) inside are never connected to the view, so nothing the wrapper writes is seen.
// misconception-ja: ラッパーの中を見るようホストに伝えるのが `DynamicProperty` です。これがないと、中の `@State`(や
// misconception-ja: `@Environment`)はビューに結び付かず、ラッパーが書き込んだものは何も見えません。
// lesson: #the-conformance-is-what-makes-it-work
// Everything compiles; the host prints a runtime warning and the screen never leaves its first state.

import Foundation
import MiniUI

/// Loads the value of one endpoint from the environment's data source, and keeps where the loading stands.
///
///     @Get(\.stations) private var stations          // a LoadState<[Station]>
///     …
///     .task { await _stations.request() }
///
/// The view never says where data comes from: whoever places the view decides, with
/// `.environment(\.dataSource, .mock)`.
@propertyWrapper
struct Get<Value: Decodable> {
    @State private var state: LoadState<Value>
    // A dynamic property may hold an @Environment as well as a @State: the host fills it in from the
    // environment of the view that holds this wrapper, before that view's body runs.
    @Environment(\.dataSource) private var dataSource
    let endpoint: Endpoint<Value>

    init(_ endpoint: KeyPath<BikeAPI, Endpoint<Value>>, skeleton: Value? = nil) {
        self.endpoint = BikeAPI()[keyPath: endpoint]
        _state = State(initialValue: .loading(skeleton: skeleton))
    }

    var wrappedValue: LoadState<Value> {
        state
    }

    /// Fetches this wrapper's endpoint from the environment's data source, and keeps the decoded value or
    /// the error.
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
