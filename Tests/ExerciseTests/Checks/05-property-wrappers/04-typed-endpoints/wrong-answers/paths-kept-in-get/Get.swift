// wrong: keeps its own table of paths in Get instead of reading the endpoint's `path`
// rejected-by: requests-each-endpoint-from-its-path
// misconception: A second table of paths in `Get` must be kept in step with the endpoints by hand, and an endpoint
// misconception: added elsewhere is fetched from the wrong path. The endpoint the key path leads to already knows
// misconception: where it lives: read its `path`.
// misconception-ja: `Get` の中に 2 つ目のパスの表を持つと、エンドポイントと手で合わせ続けなければならず、
// misconception-ja: よそで足したエンドポイントは違うパスから取ってこられます。
// misconception-ja: キーパスの先のエンドポイントは自分の場所を知っているので、その `path` を読みます。
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
    let endpoint: Endpoint<Value>
    let keyPath: KeyPath<BikeAPI, Endpoint<Value>>

    /// Where each endpoint lives, kept here rather than read from the endpoint.
    static var paths: [PartialKeyPath<BikeAPI>: String] {
        [\BikeAPI.stations: "/v2/stations", \BikeAPI.newStations: "/v2/stations/new", \BikeAPI.rides: "/v2/rides"]
    }

    init(_ endpoint: KeyPath<BikeAPI, Endpoint<Value>>, skeleton: Value? = nil) {
        // The key path's value is used now, not only its type: it picks the path.
        self.endpoint = BikeAPI()[keyPath: endpoint]
        self.keyPath = endpoint
        _state = State(initialValue: .loading(skeleton: skeleton))
    }

    var wrappedValue: LoadState<Value> {
        state
    }

    /// Fetches this wrapper's endpoint from `source`, and keeps the decoded value or the error.
    @MainActor
    func request(from source: DataSource = .mock) async {
        do {
            let data = try await source.fetch(Self.paths[keyPath] ?? "/v2/stations")
            state = .success(try JSONDecoder().decode(Value.self, from: data))
        } catch {
            state = .failure(error)
        }
    }
}
