// wrong: keeps `requestRides()` on every Get and refuses a wrong call at run time only
// rejected-by: rejects-requesting-another-endpoint
// misconception: A `guard` inside the method still lets `_stations.requestRides()` compile; whoever opens that screen
// misconception: finds the mistake. The open problem asks for a compile error: leave no method that can name another
// misconception: endpoint.
// misconception-ja: メソッドの中の `guard` では、
// misconception-ja: `_stations.requestRides()` はやはりコンパイルできてしまい、
// misconception-ja: 間違いに気づくのはその画面を開いた人です。未解決の問題が求めているのはコンパイルエラーです。
// misconception-ja: 別のエンドポイントを指せるメソッドを残さないようにします。
// lesson: #where-the-problem-comes-from
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
        do {
            let data = try await source.fetch(endpoint.path)
            state = .success(try JSONDecoder().decode(Value.self, from: data))
        } catch {
            state = .failure(error)
        }
    }
}

extension Get {
    /// GET /v2/rides, for a wrapper made with `\.rides` only.
    @MainActor
    func requestRides(from source: DataSource = .mock) async {
        guard Value.self == [Ride].self else {
            assertionFailure("requestRides() called on a Get<\(Value.self)>")
            return
        }
        await request(from: source)
    }
}
