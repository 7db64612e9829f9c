// wrong: keeps `requestSongs()` on every Get and refuses a wrong one at run time, so `_users.requestSongs()`
// still compiles, and the mistake is found by whoever runs that screen
// rejected-by: rejects-requesting-another-endpoint
import Foundation
import MiniUI

/// Loads the value of one endpoint, and keeps where the loading stands.
///
///     @Get(\.users) private var users          // a LoadState<[User]>
///     …
///     .task { await _users.request() }
///
/// The key path leads to an `Endpoint<Value>`, so it fixes `Value` and also says where to fetch it. There
/// is one `request()` for every endpoint, and it can only ever fetch the endpoint this wrapper was made
/// with: `_users.requestSongs()` does not exist, and nothing else can ask a `Get<[User]>` for songs.
@propertyWrapper
struct Get<Value: Decodable>: DynamicProperty {
    @State private var state: LoadState<Value>
    let endpoint: Endpoint<Value>

    init(_ endpoint: KeyPath<Endpoints, Endpoint<Value>>, skeleton: Value? = nil) {
        // The key path's value is used now, not only its type: it picks the path.
        self.endpoint = Endpoints()[keyPath: endpoint]
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
    /// GET /v1/songs, for a wrapper made with `\.songs` only.
    @MainActor
    func requestSongs(from source: DataSource = .mock) async {
        guard Value.self == [Song].self else {
            assertionFailure("requestSongs() called on a Get<\(Value.self)>")
            return
        }
        await request(from: source)
    }
}
