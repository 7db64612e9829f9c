// wrong: `buildBlock` leaves out a line said before, so a line the closure says twice is spoken once
// rejected-by: speaks-lines-in-order
// misconception: `buildBlock` receives every statement's lines and its result is the block: leaving out a line
// misconception: because an earlier statement said it changes what the caller wrote. A line written twice is spoken
// misconception: twice; keep every line of every statement, in order.
// misconception-ja: `buildBlock` はすべての文の行を受け取り、その結果がブロックになります。前の文が言った行だからと
// misconception-ja: 省けば、呼び出し側が書いたものが変わってしまいます。2 回書いた行は 2 回読み上げます。どの文の行も
// misconception-ja: すべて、順番どおりに残します。
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

    /// The whole block: every statement's lines, in the order of the statements, each line once.
    static func buildBlock(_ parts: [String]...) -> [String] {
        var lines: [String] = []
        for line in parts.joined() where !lines.contains(line) {
            lines.append(line)
        }
        return lines
    }
}
