// wrong: a `buildBlock` of strings and no `buildExpression`, so a stop cannot stand among the lines
// rejected-by: accepts-announcements, speaks-lines-in-order
// misconception: Without `buildExpression`, each statement is handed to `buildBlock` as it is, so every statement
// misconception: must already be what `buildBlock` takes, and a `Stop` is not a `String`. `buildExpression` is the
// misconception: step that turns each statement into the builder's component (here its lines), one overload per
// misconception: kind of statement.
// misconception-ja: `buildExpression` が無いと、各文はそのまま `buildBlock` に渡されます。だからすべての文が最初から
// misconception-ja: `buildBlock` の受け取る型でなければならず、`Stop` は `String` ではありません。各文をビルダーの部品
// misconception-ja: （ここでは行の配列）に変えるのが `buildExpression` で、文の種類ごとにオーバーロードを 1 つ書きます。
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
    /// The whole block: every line, in order.
    static func buildBlock(_ lines: String...) -> [String] {
        lines
    }
}
