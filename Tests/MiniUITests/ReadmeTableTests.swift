import Foundation
import Testing

// Sources/MiniUI/README.md keeps a table of what MiniUI declares (faithful, simplified, MiniUI's own), so
// that a learner knows when an error is MiniUI's. This test reads MiniUI's sources and fails on a public
// symbol the table does not name: every public type (a nested one by `Outer.Inner`) and every public
// function declared at the top level or in an extension of `View` (the modifiers). Members of a type are
// covered by the type's row; names that start with an underscore are MiniUI's plumbing, or SwiftUI's own
// underscored types, which the table names anyway. Each row's last column names the files (under
// Sources/MiniUI) that declare its symbols: the test also fails when a symbol's file is not among those of a
// row that names it, or when a row names a file that does not exist.

struct PublicSymbol: Hashable, CustomStringConvertible {
    /// `Canvas`, `GraphicsContext.Shading`, `tableStyle`.
    let name: String
    let file: String
    var description: String { "\(name) (\(file))" }
}

enum ReadmeTable {
    static let miniUI = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/MiniUI")

    /// The table's text, from its heading to the end of the README.
    static func table() throws -> String {
        let readme = try String(contentsOf: miniUI.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "## What MiniUI declares") else { return "" }
        return String(readme[start.lowerBound...])
    }

    /// Every identifier written inside backticks in the table.
    static func identifiers(in table: String) -> Set<String> {
        var names: Set<String> = []
        let spans = table.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map(\.element)
        for span in spans {
            var current = ""
            for character in span + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    current.append(character)
                } else {
                    if let first = current.first, !first.isNumber { names.insert(current) }
                    current = ""
                }
            }
        }
        return names
    }

    /// The declaration keyword and name a line declares, if it declares a type, an extension or a function.
    static func declaration(in line: String) -> (keyword: String, name: String, isPublic: Bool)? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "<" || $0 == ":" || $0 == "(" })
            .map(String.init)
        let modifiers: Set<String> = [
            "public", "nonisolated", "final", "indirect", "static", "mutating", "private", "fileprivate", "internal",
        ]
        var isPublic = false
        for (index, word) in words.enumerated() {
            if word.hasPrefix("@") { continue }
            if modifiers.contains(word) {
                if word == "public" { isPublic = true }
                continue
            }
            let keywords: Set<String> = ["struct", "enum", "class", "protocol", "actor", "extension", "func"]
            guard keywords.contains(word), index + 1 < words.count else { return nil }
            let name = words[index + 1].trimmingCharacters(in: CharacterSet(charactersIn: "`{"))
            return (word, name, isPublic)
        }
        return nil
    }

    /// A line without its comment and with its string literals emptied, so braces in them do not count.
    static func code(_ line: Substring) -> String {
        var result = ""
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                    result.append(character)
                }
                continue
            }
            if character == "/" && previous == "/" {
                result.removeLast()
                break
            }
            if character == "\"" { inString = true }
            result.append(character)
            previous = character
        }
        return result
    }

    /// MiniUI's public symbols, by the rule above.
    static func publicSymbols() throws -> [PublicSymbol] {
        var symbols: [PublicSymbol] = []
        let files = FileManager.default.enumerator(atPath: miniUI.path)?.compactMap { $0 as? String } ?? []
        for file in files.filter({ $0.hasSuffix(".swift") }).sorted() {
            let text = try String(contentsOf: miniUI.appendingPathComponent(file), encoding: .utf8)
            var scopes: [(name: String, depth: Int)] = []
            var depth = 0
            for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let line = code(rawLine)
                let opens = line.filter { $0 == "{" }.count
                let closes = line.filter { $0 == "}" }.count
                if let declaration = declaration(in: line) {
                    let enclosing = scopes.last?.name
                    if declaration.isPublic, !declaration.name.hasPrefix("_") {
                        switch declaration.keyword {
                        case "func":
                            if enclosing == nil || enclosing == "View" {
                                symbols.append(PublicSymbol(name: declaration.name, file: file))
                            }
                        case "extension":
                            break
                        default:
                            let outer = enclosing.flatMap { $0.split(separator: ".").last }.map { "\($0)." } ?? ""
                            symbols.append(PublicSymbol(name: outer + declaration.name, file: file))
                        }
                    }
                    if declaration.keyword != "func", opens > closes {
                        scopes.append((declaration.name, depth))
                    }
                }
                depth += opens - closes
                while let last = scopes.last, depth <= last.depth { scopes.removeLast() }
            }
        }
        return symbols
    }

    /// One row of the table: its first column (the symbols), its whole text, and the files its last column names.
    struct Row {
        let symbols: String
        let text: String
        let files: [String]
    }

    /// The table's rows, but its heading and the line under it.
    static func rows(in table: String) -> [Row] {
        table.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("|") && !$0.hasPrefix("| ---") && !$0.hasPrefix("| symbol |") }
            .map { line in
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                let files = (cells.last ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { $0.hasSuffix(".swift") }
                return Row(symbols: cells.first ?? "", text: line, files: files)
            }
    }

    /// Whether `text` names the symbol: a top-level one among its backticked identifiers, a nested one as written.
    static func names(_ text: String, _ symbol: PublicSymbol) -> Bool {
        symbol.name.contains(".") ? text.contains(symbol.name) : identifiers(in: text).contains(symbol.name)
    }

    /// The symbols whose file no row that names them gives: the rows whose first column names the symbol, or,
    /// when none does, the rows that name it anywhere.
    static func misfiled(_ symbols: [PublicSymbol], rows: [Row]) -> [PublicSymbol] {
        symbols.filter { symbol in
            let first = rows.filter { names($0.symbols, symbol) }
            let naming = first.isEmpty ? rows.filter { names($0.text, symbol) } : first
            return !naming.isEmpty && !naming.contains { $0.files.contains(symbol.file) }
        }
    }

    /// The files the rows name that are not in Sources/MiniUI.
    static func unknownFiles(rows: [Row]) -> [String] {
        Set(rows.flatMap(\.files)).sorted().filter {
            !FileManager.default.fileExists(atPath: miniUI.appendingPathComponent($0).path)
        }
    }

    /// The symbols the table does not name: a top-level one among its backticked identifiers, a nested
    /// one as `Outer.Inner` anywhere in it.
    static func missing() throws -> [PublicSymbol] {
        let table = try table()
        let names = identifiers(in: table)
        return try publicSymbols().filter { symbol in
            symbol.name.contains(".") ? !table.contains(symbol.name) : !names.contains(symbol.name)
        }
    }
}

@Suite("MiniUI's README names every public symbol MiniUI declares")
struct ReadmeTableTests {
    @Test("the declarations found include types, nested types and modifiers")
    func findsDeclarations() throws {
        let names = Set(try ReadmeTable.publicSymbols().map(\.name))
        #expect(names.contains("Text"))
        #expect(names.contains("GraphicsContext.Shading"))
        #expect(names.contains("tableStyle"))
        #expect(names.contains("padding"))
        #expect(!names.contains("_description"))
    }

    @Test("a name counts only inside backticks, whole")
    func identifiers() {
        let names = ReadmeTable.identifiers(in: "| `List(selection:)`, `.onDelete` | Tableau `x` |")
        #expect(names == ["List", "selection", "onDelete", "x"])
    }

    @Test("a symbol's file counts only in a row that names the symbol; a file the rows name must exist")
    func fileRule() {
        let rows = ReadmeTable.rows(
            in: """
                | symbol | status | how it differs | file |
                | --- | --- | --- | --- |
                | `Gauge`, `.gaugeStyle` | simplified | drawn as `Text` | Indicators/Gauge.swift |
                | `Text` | faithful | | Text/Text.swift, Text/Nowhere.swift |
                """)
        #expect(rows.map(\.files) == [["Indicators/Gauge.swift"], ["Text/Text.swift", "Text/Nowhere.swift"]])
        let gauge = PublicSymbol(name: "Gauge", file: "Indicators/Gauge.swift")
        let text = PublicSymbol(name: "Text", file: "Text/Text.swift")
        let misfiledText = PublicSymbol(name: "Text", file: "Indicators/Gauge.swift")
        let style = PublicSymbol(name: "gaugeStyle", file: "Text/Text.swift")
        #expect(ReadmeTable.misfiled([gauge, text, misfiledText, style], rows: rows) == [misfiledText, style])
        #expect(ReadmeTable.unknownFiles(rows: rows) == ["Text/Nowhere.swift"])
    }

    @Test("every public symbol's row names the file that declares it, and every file named exists")
    func everySymbolsFile() throws {
        let rows = ReadmeTable.rows(in: try ReadmeTable.table())
        #expect(rows.count > 100)
        let misfiled = ReadmeTable.misfiled(try ReadmeTable.publicSymbols(), rows: rows)
        #expect(
            misfiled.isEmpty,
            "in Sources/MiniUI/README.md's table, no row naming these gives their file: \(misfiled.map(\.description).joined(separator: ", "))"
        )
        let unknown = ReadmeTable.unknownFiles(rows: rows)
        #expect(unknown.isEmpty, "Sources/MiniUI/README.md's table names files that do not exist: \(unknown)")
    }

    @Test("files and folders are named for what they hold, not for when it was added")
    func namesByTopic() throws {
        // The issue that laid MiniUI out by topic named these: a file called Extras or More says only that its
        // symbols came later, and whoever knows SwiftUI's documentation cannot guess what is in it.
        let historical: Set = ["Everyday", "More", "Extra", "Extras", "Recent", "Older", "Round", "Misc", "Other"]
        var named: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: ReadmeTable.miniUI.path)
        while let path = enumerator?.nextObject() as? String {
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            // The name's words, split where a capital letter follows a small one: `RoundedRectangle` is
            // `Rounded` and `Rectangle`, `TableColumnExtras` ends with `Extras`.
            var words: [String] = []
            for character in name {
                if character.isUppercase || words.isEmpty {
                    words.append(String(character))
                } else {
                    words[words.count - 1].append(character)
                }
            }
            if words.contains(where: historical.contains) { named.append(path) }
        }
        #expect(named.isEmpty, "Sources/MiniUI names files or folders for their history: \(named.sorted())")
    }

    @Test("every public type and modifier has a row in the table")
    func everySymbolHasARow() throws {
        let missing = try ReadmeTable.missing()
        #expect(
            missing.isEmpty,
            "not in Sources/MiniUI/README.md's table: \(missing.map(\.description).joined(separator: ", "))")
    }
}
