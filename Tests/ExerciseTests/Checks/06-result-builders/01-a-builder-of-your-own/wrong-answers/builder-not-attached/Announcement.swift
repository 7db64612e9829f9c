// wrong: the initializer takes a plain closure, without the builder's attribute on its parameter
// rejected-by: accepts-announcements, speaks-lines-in-order
// misconception: Declaring `@resultBuilder enum AnnouncementBuilder` changes no closure by itself: the compiler
// misconception: rewrites a closure only where it is passed to a parameter marked `@AnnouncementBuilder` (or is
// misconception: the body of a function so marked). Without the attribute the closure is an ordinary one, whose
// misconception: statements are unused values and which must return a `[String]` itself.
// misconception-ja: `@resultBuilder enum AnnouncementBuilder` を宣言しただけでは、どのクロージャも変わりません。コンパイラが
// misconception-ja: クロージャを書き換えるのは、`@AnnouncementBuilder` を付けた引数に渡されたとき（またはそう印を付けた
// misconception-ja: 関数の本体）だけです。属性が無ければ普通のクロージャで、文は使われない値になり、`[String]` は
// misconception-ja: クロージャ自身が返さなければなりません。
// lesson: #where-the-builder-applies

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
    init(_ content: () -> [String]) {
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
