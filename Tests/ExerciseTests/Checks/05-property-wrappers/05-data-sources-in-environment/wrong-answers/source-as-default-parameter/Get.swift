// wrong: keeps a default parameter, `request(from: DataSource = .live)`, so the environment's source is never used
// rejected-by: loads-from-the-injected-source
// misconception: A default parameter is chosen at the call, by whoever writes the call, so the environment set above
// misconception: the screen is never consulted. Read the source from the environment inside the wrapper, and take no
// misconception: parameter.
// misconception-ja: デフォルト引数は呼び出しを書いた人が呼び出しの場所で選ぶものなので、
// misconception-ja: 画面の上で設定した環境は一度も参照されません。ラッパーの中で環境からソースを読み、
// misconception-ja: 引数は取らないようにします。
// lesson: #the-environment-carries-it-the-wrapper-reads-it
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
    func request(from source: DataSource = .live) async {
        do {
            let data = try await source.fetch(endpoint.path)
            state = .success(try JSONDecoder().decode(Value.self, from: data))
        } catch {
            state = .failure(error)
        }
    }
}
