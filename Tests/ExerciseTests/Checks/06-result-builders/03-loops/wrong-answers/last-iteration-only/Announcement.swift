// wrong: `buildArray` keeps the last iteration's lines, as if a loop's value were its last pass
// rejected-by: announces-a-route
// misconception: A `for` loop in a builder does not stand for its last pass: the compiler builds the body once
// misconception: per iteration, collects every block in an array and hands the whole array to `buildArray`, which
// misconception: must keep all of them, in the order of the iterations.
// misconception-ja: ビルダーの中の `for` ループは、最後の 1 周を表すものではありません。コンパイラは 1 周ごとに本体を組み立て、
// misconception-ja: すべてのブロックを配列に集め、その配列を丸ごと `buildArray` に渡します。`buildArray` は全部を周の順に
// misconception-ja: 残さなければなりません。
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

    /// A `for` loop: the block of every iteration, in the order of the iterations.
    static func buildArray(_ parts: [[String]]) -> [String] {
        parts.last ?? []
    }
}
