// Goal: let `@AnnouncementBuilder` take a `for` loop, and list a route's stops on screen with `ForEach`, since
// `ViewBuilder` takes no loops.
// Check it: swift run puzzles check 06.3
// Lesson: Lessons/06-result-builders/03-loops/README.md

/// A stop on the line. Two stops may share a name (a loop line passes its first stop again at the end), never an
/// `id`.
struct Stop: Identifiable {
    var id: Int
    var name: String
    /// The other lines and services a passenger can change to here, in the order they are announced.
    var connections: [String] = []

    /// What the tram says about this stop: its name, then one line per connection.
    var announcedLines: [String] {
        ["Next stop: \(name)"] + connections.map { "Change here for \($0)" }
    }
}

/// What a tram says between two stops: lines of text, spoken in order.
struct Announcement {
    var lines: [String]

    init(@AnnouncementBuilder _ content: () -> [String]) {
        self.lines = content()
    }
}

/// Builds an announcement's lines from the statements of a closure (06.1), with conditions (06.2) and loops.
@resultBuilder
enum AnnouncementBuilder {
    static func buildExpression(_ line: String) -> [String] {
        [line]
    }

    static func buildExpression(_ stop: Stop) -> [String] {
        stop.announcedLines
    }

    static func buildBlock(_ parts: [String]...) -> [String] {
        parts.flatMap { $0 }
    }

    static func buildOptional(_ part: [String]?) -> [String] {
        part ?? []
    }

    static func buildEither(first part: [String]) -> [String] {
        part
    }

    static func buildEither(second part: [String]) -> [String] {
        part
    }

    // TODO: Let a closure use a `for` loop, as in `for stop in route { stop.name }`: the compiler builds the loop's
    //       body once per iteration and hands you the blocks of all the iterations. The loop stands for all their
    //       lines, in the order of the iterations, a line that an earlier iteration said too included.
}
