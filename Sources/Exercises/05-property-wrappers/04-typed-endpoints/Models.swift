// Goal: solve the article's open problem: with `@Get(\.users) var users`, `_users.request()` loads the users, and
// `_users.requestSongs()` does not compile. Make the key path lead to a typed endpoint.
// Check it: swift run puzzles check 05.4
// Lesson: Lessons/05-property-wrappers/04-typed-endpoints/README.md

import Foundation

// The data of this exercise, and where it comes from; nothing to change here.

struct User: Identifiable, Equatable, Decodable {
    let id: Int
    let name: String
}

struct Song: Identifiable, Equatable, Decodable {
    let id: Int
    let title: String
}

/// Where a request stands: still loading (perhaps with placeholder content to show meanwhile), loaded, or
/// failed.
enum LoadState<Value> {
    case loading(skeleton: Value?)
    case success(Value)
    case failure(any Error)
}

enum FetchError: Error, Equatable {
    case notFound(path: String)
}

/// Where responses come from: a path in, the body of the response out.
struct DataSource: Sendable {
    let name: String
    let fetch: @Sendable (_ path: String) async throws -> Data
}

extension DataSource {
    /// Canned JSON for each path the server knows, answered after letting other work run once.
    static let mock = DataSource(name: "mock") { path in
        await Task.yield()
        guard let body = mockResponses[path] else {
            throw FetchError.notFound(path: path)
        }
        return Data(body.utf8)
    }
}

private let mockResponses = [
    "/v1/users": #"[{"id": 1, "name": "Aiko"}, {"id": 2, "name": "Ben"}]"#,
    "/v1/users/new": #"[{"id": 3, "name": "Chie"}]"#,
    "/v1/songs": #"[{"id": 7, "title": "Blue"}, {"id": 9, "title": "Green"}]"#,
]
