// wrong: `buildArray` starts from the first iteration's lines, `parts[0]`, so a loop that runs no iteration crashes
// rejected-by: announces-a-route
// misconception: A loop that runs no iteration (over an empty route, or with a `where` clause that holds for no
// misconception: stop) is still handed to `buildArray`, with an empty array: there is no first block to start from.
// misconception: Combine the blocks in a way that gives no lines for none.
// misconception-ja: 1 周もしないループ（空の路線や、どの停留所にも成り立たない `where` 節）も `buildArray` に渡されます。
// misconception-ja: そのときは空の配列で、始めにできる最初のブロックがありません。ブロックが 1 つも無ければ行も無い、
// misconception-ja: という組み合わせ方をします。
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

    /// A `for` loop: the first iteration's block, then those of the others, in order.
    static func buildArray(_ parts: [[String]]) -> [String] {
        parts.dropFirst().reduce(parts[0], +)
    }
}
