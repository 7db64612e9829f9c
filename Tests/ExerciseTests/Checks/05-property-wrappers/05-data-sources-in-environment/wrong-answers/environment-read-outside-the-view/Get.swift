// wrong: reads a fresh `EnvironmentValues()`, which holds only the defaults, so every request goes to `.live`
// rejected-by: loads-from-the-injected-source
// misconception: A new `EnvironmentValues()` is not the environment of any view: it holds only the defaults. Declare
// misconception: an `@Environment` inside the wrapper, so the host fills it in from the view that holds it.
// misconception-ja: 新しく作った `EnvironmentValues()` はどのビューの環境でもなく、
// misconception-ja: デフォルト値しか持っていません。ラッパーの中に `@Environment` を宣言すれば、
// misconception-ja: ホストがそれを持つビューの環境から埋めてくれます。
// lesson: #the-conformance-is-what-makes-it-work
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
    func request() async {
        do {
            let data = try await EnvironmentValues().dataSource.fetch(endpoint.path)
            state = .success(try JSONDecoder().decode(Value.self, from: data))
        } catch {
            state = .failure(error)
        }
    }
}
