// wrong: a `buildExpression` for an array of stops instead of `buildArray`, so a `for` loop is still refused
// rejected-by: accepts-loops, announces-a-route
// misconception: An array written as one statement and a `for` loop are different things to a builder: the array
// misconception: is an expression, handed to `buildExpression`; the loop is a statement, which the compiler accepts
// misconception: only from a builder that declares `buildArray`, and rewrites into a call to it.
// misconception-ja: 1 つの文として書いた配列と `for` ループは、ビルダーにとって別物です。配列は式なので `buildExpression` に
// misconception-ja: 渡されます。ループは文で、コンパイラは `buildArray` を宣言したビルダーでしか受け入れず、その呼び出しに
// misconception-ja: 書き換えます。
// lesson: #what-the-compiler-writes-for-a-loop

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

    /// A whole route at once: every stop's lines, in order.
    static func buildExpression(_ stops: [Stop]) -> [String] {
        stops.flatMap(\.announcedLines)
    }
}
