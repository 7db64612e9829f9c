// Goal: solve the article's open problem for our bike-share endpoints: `_stations.request()` loads the stations,
// and asking the stations' wrapper for rides does not compile. Make the key path lead to a typed endpoint.
// Check it: swift run puzzles check 05.4
// Lesson: Lessons/05-property-wrappers/04-typed-endpoints/README.md

import Foundation

// given: the data of this exercise, and where it comes from; nothing to change here (the checks use the kit's own
// copy).

struct Station: Identifiable, Equatable, Decodable {
    let id: Int
    let name: String
}

struct Ride: Identifiable, Equatable, Decodable {
    let id: Int
    let route: String
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
    "/v2/stations": #"[{"id": 1, "name": "Elm Park"}, {"id": 2, "name": "Harbor"}]"#,
    "/v2/stations/new": #"[{"id": 3, "name": "Old Mill"}]"#,
    "/v2/rides": #"[{"id": 7, "route": "Canal loop"}, {"id": 9, "route": "Hill climb"}]"#,
]
