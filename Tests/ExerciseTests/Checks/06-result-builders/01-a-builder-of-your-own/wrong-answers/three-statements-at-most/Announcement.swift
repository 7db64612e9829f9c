// wrong: one `buildBlock` for each size of block up to three statements, so a longer announcement is refused
// rejected-by: accepts-announcements, speaks-lines-in-order
// misconception: `buildBlock` receives one argument per statement of the block, so the number of statements a
// misconception: builder accepts is the number of arguments its `buildBlock` takes: overloads for one, two and three
// misconception: components refuse a block of four statements (and an empty block, which calls `buildBlock()`). A
// misconception: variadic parameter takes a block of any size.
// misconception-ja: `buildBlock` はブロックの文 1 つにつき 1 つの引数を受け取るので、ビルダーが受け入れる文の数は
// misconception-ja: `buildBlock` の引数の数で決まります。部品 1 つ、2 つ、3 つのオーバーロードでは、4 つの文のブロック
// misconception-ja: （と、`buildBlock()` を呼ぶ空のブロック）が拒否されます。可変長引数なら、どの大きさのブロックも受け取れます。
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

    /// A block of one statement.
    static func buildBlock(_ first: [String]) -> [String] {
        first
    }

    /// A block of two statements.
    static func buildBlock(_ first: [String], _ second: [String]) -> [String] {
        first + second
    }

    /// A block of three statements.
    static func buildBlock(_ first: [String], _ second: [String], _ third: [String]) -> [String] {
        first + second + third
    }
}
