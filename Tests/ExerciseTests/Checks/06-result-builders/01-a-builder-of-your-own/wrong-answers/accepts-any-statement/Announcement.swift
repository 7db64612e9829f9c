// wrong: one `buildExpression` for any value, spoken as its description, so a stray number becomes a line
// rejected-by: rejects-a-number-as-a-line
// misconception: The `buildExpression` overloads are the closure's vocabulary: each type they take is a statement
// misconception: the builder allows. One that takes `Any` lets a number left in by mistake (or a call's unused
// misconception: result) be spoken as a line; take exactly the kinds of statement an announcement is made of.
// misconception-ja: `buildExpression` のオーバーロードは、そのクロージャで使える語彙です。受け取る型の 1 つ 1 つが、
// misconception-ja: ビルダーが認める文です。`Any` を受け取ると、うっかり残った数（や、使われない呼び出しの結果）まで
// misconception-ja: 行として読み上げられてしまいます。アナウンスを作る種類の文だけを受け取ります。
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
    /// Any other statement: its description, as one line.
    static func buildExpression(_ value: Any) -> [String] {
        ["\(value)"]
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
