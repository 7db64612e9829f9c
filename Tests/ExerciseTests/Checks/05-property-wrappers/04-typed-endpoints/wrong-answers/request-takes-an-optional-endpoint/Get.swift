// wrong: `request` also takes an optional endpoint that replaces the wrapper's own when given
// rejected-by: rejects-request-for-another-endpoint-of-the-type
// misconception: A default of `nil` does not close the door: any view can still pass another endpoint of the same
// misconception: type, and `_stations.request(\.newStations)` fills the stations' state from another path. The
// misconception: wrapper already knows its endpoint; `request(from:)` takes the source and nothing else.
// misconception-ja: 既定値を `nil` にしても扉は閉じません。どのビューも同じ型の別のエンドポイントを渡せて、
// misconception-ja: `_stations.request(\.newStations)` は別のパスからステーションの状態を埋めます。
// misconception-ja: ラッパーは自分のエンドポイントを知っているので、`request(from:)` が受け取るのは `source` だけです。
// lesson: #design-2-typed-endpoints
import Foundation
import MiniUI

/// Loads the value of one endpoint, and keeps where the loading stands. `request()` fetches the wrapper's own
/// endpoint; `request(\.someOther)` was meant as a convenience for a screen that wants a one-off reload.
@propertyWrapper
struct Get<Value: Decodable>: DynamicProperty {
    @State private var state: LoadState<Value>
    let endpoint: Endpoint<Value>

    init(_ endpoint: KeyPath<BikeAPI, Endpoint<Value>>, skeleton: Value? = nil) {
        self.endpoint = BikeAPI()[keyPath: endpoint]
        _state = State(initialValue: .loading(skeleton: skeleton))
    }

    var wrappedValue: LoadState<Value> {
        state
    }

    /// Fetches `instead`'s path when one is given, else this wrapper's endpoint, from `source`.
    @MainActor
    func request(_ instead: KeyPath<BikeAPI, Endpoint<Value>>? = nil, from source: DataSource = .mock) async {
        let target = instead.map { BikeAPI()[keyPath: $0] } ?? endpoint
        do {
            let data = try await source.fetch(target.path)
            state = .success(try JSONDecoder().decode(Value.self, from: data))
        } catch {
            state = .failure(error)
        }
    }
}
