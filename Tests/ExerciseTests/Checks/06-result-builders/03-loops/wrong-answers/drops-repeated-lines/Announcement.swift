// wrong: `buildArray` skips a line that an earlier iteration already said
// rejected-by: announces-a-route
// misconception: `buildArray` does not tidy the loop's lines: every iteration's block is part of what the loop
// misconception: stands for, even when it repeats an earlier one, as a loop line's first stop does at the end. Join
// misconception: the blocks as they come, in the order of the iterations, and drop none.
// misconception-ja: `buildArray` はループの行を整理する場所ではありません。前の周と同じ内容でも、環状線の最後にもう一度
// misconception-ja: 現れる最初の停留所のように、どの周のブロックもループが表すものの一部です。ブロックは周の順に
// misconception-ja: そのままつなぎ、1 つも捨てないようにします。
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

    /// A `for` loop: the block of every iteration, in order, each line spoken once.
    static func buildArray(_ parts: [[String]]) -> [String] {
        var spoken: Set<String> = []
        return parts.joined().filter { spoken.insert($0).inserted }
    }
}
