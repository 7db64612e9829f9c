// wrong: turns every error into nil with try? and returns, so a failed request stays loading
// rejected-by: requests-that-fail-end-failed
// misconception: `try?` throws the error away: the request returns and the state stays `loading` for ever. A
// misconception: request that fails must say so, with the error, in the failed state.
// misconception-ja: `try?` はエラーを捨ててしまいます。リクエストはそのまま戻り、状態はいつまでも `loading` のままです。
// misconception-ja: 失敗したリクエストは、そのエラーとともに失敗の状態で知らせなければなりません。
// lesson: #your-task

import Foundation
import MiniUI

/// Loads the value of one endpoint, and keeps where the loading stands.
///
///     @Get(\.stations) private var stations          // a LoadState<[Station]>
///     …
///     .task { await _stations.request() }
///
/// The key path leads to an `Endpoint<Value>`, so it fixes `Value` and also says where to fetch it. There
/// is one `request()` for every endpoint, and it can only ever fetch the endpoint this wrapper was made
/// with: `_stations.requestRides()` does not exist, and nothing else can ask a `Get<[Station]>` for rides.
@propertyWrapper
struct Get<Value: Decodable>: DynamicProperty {
    @State private var state: LoadState<Value>
    let endpoint: Endpoint<Value>

    init(_ endpoint: KeyPath<BikeAPI, Endpoint<Value>>, skeleton: Value? = nil) {
        // The key path's value is used now, not only its type: it picks the path.
        self.endpoint = BikeAPI()[keyPath: endpoint]
        _state = State(initialValue: .loading(skeleton: skeleton))
    }

    var wrappedValue: LoadState<Value> {
        state
    }

    /// Fetches this wrapper's endpoint from `source`, and keeps the decoded value or the error.
    @MainActor
    func request(from source: DataSource = .mock) async {
        // Keeps only the happy path: a failed fetch or decode leaves the state as it was, loading.
        guard let data = try? await source.fetch(endpoint.path),
            let value = try? JSONDecoder().decode(Value.self, from: data)
        else { return }
        state = .success(value)
    }
}
