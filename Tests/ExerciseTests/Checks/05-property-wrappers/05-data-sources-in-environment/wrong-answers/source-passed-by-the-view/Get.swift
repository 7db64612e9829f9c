// wrong: each view reads the data source and hands it to `request(from:)`, so any call may pass another one
// rejected-by: rejects-choosing-the-source-at-the-call
// misconception: If the view passes the source, every call site must remember to, and any of them can pass a
// misconception: different one. The wrapper can read the environment itself; then no view has a say.
// misconception-ja: ビューがソースを渡すなら、呼び出し箇所のすべてが忘れずに渡さなければならず、
// misconception-ja: どれかが別のソースを渡すこともできます。ラッパーは自分で環境を読めるので、
// misconception-ja: そうすればどのビューにも口出しの余地がありません。
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
    func request(from source: DataSource) async {
        do {
            let data = try await source.fetch(endpoint.path)
            state = .success(try JSONDecoder().decode(Value.self, from: data))
        } catch {
            state = .failure(error)
        }
    }
}
