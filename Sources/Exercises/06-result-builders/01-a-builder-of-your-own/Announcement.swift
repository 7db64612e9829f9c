// Goal: write a result builder of your own, `@AnnouncementBuilder`, so that a tram's announcement is written as
// its lines, one statement each, text and stops mixed, and the compiler assembles them in order.
// Check it: swift run puzzles check 06.1
// Lesson: Lessons/06-result-builders/01-a-builder-of-your-own/README.md

/// A stop on the line, as an announcement names it.
struct Stop {
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

    init(lines: [String]) {
        self.lines = lines
    }

    // TODO: Add an initializer that takes a closure built by `AnnouncementBuilder`, so that a caller can write
    //       `Announcement { "Doors closing"; nextStop }` with one line or stop per statement, and keeps the
    //       lines the closure builds.
}

/// Builds an announcement's lines from the statements of a closure: each statement is a `String` (one line) or
/// a `Stop` (its announced lines), and the block's result is every line, in the order of the statements.
@resultBuilder
enum AnnouncementBuilder {
    // TODO: This builder accepts a closure of exactly one statement, a `String`. Make it accept any number of
    //       statements, each a `String` or a `Stop`: first turn every statement into the lines it stands for
    //       (`[String]`), then combine the lines of all the statements into one `[String]`, in order.
    static func buildBlock(_ line: String) -> [String] {
        [line]
    }
}
