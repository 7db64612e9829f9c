// Goal: hand `@Get`'s request to a child view through a projected value, `$rides`; nest the endpoint table in
// `Get` as the article did; and ask `Value: Equatable`, so that a request can tell whether anything changed.
// Check it: swift run puzzles check 05.7
// Lesson: Lessons/05-property-wrappers/07-projected-loader/README.md

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

enum FetchError: Error, Equatable, CustomStringConvertible {
    case offline(path: String)
    case notFound(path: String)

    var description: String {
        switch self {
        case .offline(let path): "no connection (GET \(path))"
        case .notFound(let path): "not found (GET \(path))"
        }
    }
}

/// Where responses come from: a path in, the body of the response out.
///
/// A struct of closures rather than a protocol: a test or a preview can make one on the spot,
/// `DataSource(name: "empty") { _ in Data("[]".utf8) }`.
struct DataSource: Sendable {
    let name: String
    let fetch: @Sendable (_ path: String) async throws -> Data
}

extension DataSource {
    /// The real server. This kit has no network, so here `.live` fails every request the way an app does on
    /// a device with no connection. In an app it would be:
    ///
    ///     DataSource(name: "live") { path in
    ///         try await URLSession.shared.data(from: URL(string: "https://api.example.com" + path)!).0
    ///     }
    static let live = DataSource(name: "live") { path in
        throw FetchError.offline(path: path)
    }

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
