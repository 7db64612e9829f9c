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

    /// The compiler rewrites `content`'s statements into calls to `AnnouncementBuilder`'s methods, because the
    /// parameter carries the builder's attribute.
    init(@AnnouncementBuilder _ content: () -> [String]) {
        self.lines = content()
    }
}

/// Builds an announcement's lines from the statements of a closure: each statement is a `String` (one line) or
/// a `Stop` (its announced lines), and the block's result is every line, in the order of the statements.
@resultBuilder
enum AnnouncementBuilder {
    /// One statement that is text: one line.
    static func buildExpression(_ line: String) -> [String] {
        [line]
    }

    /// One statement that is a stop: the lines it is announced with.
    static func buildExpression(_ stop: Stop) -> [String] {
        stop.announcedLines
    }

    /// The whole block: every statement's lines, in the order of the statements.
    static func buildBlock(_ parts: [String]...) -> [String] {
        parts.flatMap { $0 }
    }
}
