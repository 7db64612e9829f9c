// wrong: combines a block two components at a time with `buildPartialBlock`, and has no `buildBlock()`
// rejected-by: accepts-announcements, speaks-lines-in-order
// misconception: `buildPartialBlock` combines the components of a block that has at least one statement; a block
// misconception: without statements has no component to start from, and the compiler calls `buildBlock()`, with no
// misconception: argument, for it. A builder that must take an empty closure declares a `buildBlock` that takes none.
// misconception-ja: `buildPartialBlock` は、文が 1 つ以上あるブロックの部品を組み合わせます。文の無いブロックには始めの部品が
// misconception-ja: 無く、コンパイラはそのために引数なしの `buildBlock()` を呼びます。空のクロージャを受け取るビルダーは、
// misconception-ja: 引数を取らない `buildBlock` を宣言します。
// lesson: #what-the-compiler-writes

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

    /// The first statement of a block: its lines.
    static func buildPartialBlock(first: [String]) -> [String] {
        first
    }

    /// Each further statement: its lines after those of the statements before it.
    static func buildPartialBlock(accumulated: [String], next: [String]) -> [String] {
        accumulated + next
    }
}
