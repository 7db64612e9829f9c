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

/// Loads the value of one endpoint from the environment's data source, and keeps where the loading stands.
///
///     @Get(\.stations) private var stations          // a LoadState<[Station]>
///     …
///     .task { await _stations.request() }
///
/// The view never says where data comes from: whoever places the view decides, with
/// `.environment(\.dataSource, .mock)`.
@propertyWrapper
struct Get<Value: Decodable>: DynamicProperty {
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
        guard case .loading = state else { return }
        do {
            let data = try await dataSource.fetch(endpoint.path)
            state = .success(try JSONDecoder().decode(Value.self, from: data))
        } catch {
            state = .failure(error)
        }
    }
}
