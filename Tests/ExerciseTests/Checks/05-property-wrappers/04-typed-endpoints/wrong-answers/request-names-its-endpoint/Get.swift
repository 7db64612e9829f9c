// wrong: `request` takes the endpoint again, so a wrapper can be asked to fetch another endpoint
// rejected-by: accepts-typed-endpoints
// misconception: If `request` takes a key path, the view names the endpoint twice and can name a different one the
// misconception: second time: `_stations.request(\.newStations)` fills the stations' state from another path. The
// misconception: wrapper already knows its endpoint; `request()` needs no argument for it.
// misconception-ja: `request` がキーパスを受け取ると、ビューはエンドポイントを 2 回書くことになり、
// misconception-ja: 2 回目に別のものを書けてしまいます。
// misconception-ja: `_stations.request(\.newStations)` は別のパスからステーションの状態を埋めます。
// misconception-ja: ラッパーは自分のエンドポイントを知っているので、`request()` にその引数は要りません。
// lesson: #design-2-typed-endpoints
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

    init(_ endpoint: KeyPath<BikeAPI, Endpoint<Value>>, skeleton: Value? = nil) {
        _state = State(initialValue: .loading(skeleton: skeleton))
    }

    var wrappedValue: LoadState<Value> {
        state
    }

    /// Fetches this wrapper's endpoint from `source`, and keeps the decoded value or the error.
    @MainActor
    func request(_ endpoint: KeyPath<BikeAPI, Endpoint<Value>>, from source: DataSource = .mock) async {
        do {
            let data = try await source.fetch(BikeAPI()[keyPath: endpoint].path)
            state = .success(try JSONDecoder().decode(Value.self, from: data))
        } catch {
            state = .failure(error)
        }
    }
}
