import Foundation

/// The lines of a text, read one at a time from its start (a line ends at `\n` or `\r\n`): a parser that needs only a
/// page's first lines (a lesson's front matter, a wrong answer's or a check's header) never splits the rest. It works
/// on the text's UTF-8 bytes, where a newline is one byte, rather than on `Character`s, where `\r\n` is one.
struct LineReader {
    let text: String
    private(set) var position: String.Index
    private var finished = false

    init(_ text: String) {
        self.text = text
        position = text.startIndex
    }

    /// The next line without its line ending, or `nil` after the last one. A text ending with a newline has an empty
    /// last line, as `split(separator: "\n", omittingEmptySubsequences: false)` gives.
    mutating func next() -> Substring? {
        guard !finished else { return nil }
        let bytes = text.utf8
        guard let newline = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else {
            finished = true
            let line = text[position...]
            position = text.endIndex
            return line
        }
        var line = text[position..<newline]
        if line.utf8.last == UInt8(ascii: "\r") { line = line.dropLast() }
        position = bytes.index(after: newline)
        return line
    }
}
