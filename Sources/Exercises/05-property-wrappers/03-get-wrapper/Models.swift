// Goal: `@Get(\.stations) var stations`, a property wrapper that holds a `@State` and loads through `.task`:
// the key path fixes the type (`stations` is a `LoadState<[Station]>`), and the wrapper fills it in.
// Check it: swift run puzzles check 05.3
// Lesson: Lessons/05-property-wrappers/03-get-wrapper/README.md

// given: the data of this exercise, and a pretend server; nothing to change here (the checks use the kit's own copy).

struct Station: Identifiable, Equatable {
    let id: Int
    let name: String

    /// Rows to show, greyed out, while the real ones load.
    static let placeholders = [Station(id: -1, name: "······"), Station(id: -2, name: "····")]
}

struct Ride: Identifiable, Equatable {
    let id: Int
    let route: String
}

/// A server in memory: it answers after letting other work run once, never sleeps, never fails.
enum MockServer {
    static func stations() async throws -> [Station] {
        await Task.yield()
        return [Station(id: 1, name: "Elm Park"), Station(id: 2, name: "Harbor")]
    }

    static func rides() async throws -> [Ride] {
        await Task.yield()
        return [Ride(id: 7, route: "Canal loop")]
    }
}
