// wrong: `request` returns at once unless the state is still loading, so only the first request counts
// rejected-by: every-request-records-its-outcome
// misconception: A request records its outcome every time it is made: a retry after a failure, or a reload, must
// misconception: replace the state. Returning early once something has arrived leaves the first outcome on screen
// misconception: for ever, a failure included.
// misconception-ja: リクエストは、行われるたびにその結果を記録します。失敗のあとの再試行や再読み込みは状態を置き換えなければ
// misconception-ja: なりません。何かが届いたあとは早々に戻ってしまうと、最初の結果が、失敗であっても、ずっと画面に残ります。
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
        guard case .loading = state else { return }
        do {
            let data = try await source.fetch(endpoint.path)
            state = .success(try JSONDecoder().decode(Value.self, from: data))
        } catch {
            state = .failure(error)
        }
    }
}
