// Goal: solve the article's open problem: with `@Get(\.users) var users`, `_users.request()` loads the users, and
// `_users.requestSongs()` does not compile. Make the key path lead to a typed endpoint.
// Check it: swift run puzzles check 05.4
// Lesson: Lessons/05-property-wrappers/04-typed-endpoints/README.md

import Foundation
import MiniUI

/// Loads the value of one endpoint, and keeps where the loading stands.
@propertyWrapper
struct Get<Value: Decodable>: DynamicProperty {
    @State private var state: LoadState<Value>
    let endpoint: KeyPath<Endpoints, Value>

    // TODO: Take a `KeyPath<Endpoints, Endpoint<Value>>`, and keep the endpoint it leads to,
    //       `Endpoints()[keyPath: endpoint]`, so the wrapper knows where to fetch.
    init(_ endpoint: KeyPath<Endpoints, Value>, skeleton: Value? = nil) {
        self.endpoint = endpoint
        _state = State(initialValue: .loading(skeleton: skeleton))
    }

    var wrappedValue: LoadState<Value> {
        state
    }

    /// Fetches `path` from `source`, decodes a `T`, and keeps it, or the error.
    @MainActor
    fileprivate func load<T: Decodable>(_ type: T.Type, from path: String, source: DataSource) async {
        do {
            let data = try await source.fetch(path)
            let value = try JSONDecoder().decode(T.self, from: data)
            // The cast compiles for any T, and stops the program when T is not Value: the article's open
            // problem, moved from compile time to run time.
            state = .success(value as! Value)
        } catch {
            state = .failure(error)
        }
    }
}

// The article's shape: one method per endpoint, offered by every Get, so `_users.requestSongs()` compiles.
// TODO: Replace these methods with one `request(from source: DataSource = .mock)` inside `Get` that fetches
//       the endpoint's path and decodes a `Value`: no cast, and no method that can ask for another endpoint.
extension Get {
    /// GET /v1/users
    @MainActor
    func requestUsers(from source: DataSource = .mock) async {
        await load([User].self, from: "/v1/users", source: source)
    }

    /// GET /v1/users/new
    @MainActor
    func requestNewUsers(from source: DataSource = .mock) async {
        await load([User].self, from: "/v1/users/new", source: source)
    }

    /// GET /v1/songs
    @MainActor
    func requestSongs(from source: DataSource = .mock) async {
        await load([Song].self, from: "/v1/songs", source: source)
    }
}
