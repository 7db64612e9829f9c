import Foundation

/// A snippet behind the diagnostics a lesson quotes (docs/AUTHORING.md, "Quoted diagnostics"): a Swift file in
/// `Tests/QuotedDiagnostics/<lesson folder>/` whose `// expected-error {{…}}` (and `-warning`, `-note`) markers hold
/// the compiler's words as the lesson quotes them, compiled against the kit's MiniUI as a `rejects` check is.
///
/// Two keys may stand in its first comment lines: `// compile: sil` for a diagnostic that only the passes after
/// type-checking produce (an escaping closure's captures, `sending` data races), `// compile: library` for one that
/// only a library's file gets (a global `let` that is not concurrency-safe; a file alone is otherwise read as a
/// program's main file), `// compile: prints` for diagnostics that `-verify` cannot place, which the compiler
/// reports inside a macro's expansion (then only the `// prints:` words are compared), separated by commas, and
/// `// module: <name>` for a message that names the module (`'Exercise05_7.Get'`: the exercise's module, which a
/// file alone is not), and `// prints: <words>`
/// (repeatable) for what the compiler prints beyond the message, which `-verify` does not compare (a diagnostic
/// group's tag: `// prints: error: type '()' cannot conform to 'View' [#ProtocolTypeNonConformance]`).
public struct QuotedDiagnosticsSnippet: Sendable, Hashable {
    /// The folder of the snippets, relative to the kit root; below it, one folder per lesson folder.
    public static let folder = "Tests/QuotedDiagnostics"
    static let compileKey = "// compile:"
    static let printsKey = "// prints:"
    static let moduleKey = "// module:"

    /// The snippet, relative to the kit root.
    public var path: String
    /// Whether it is compiled to SIL (`// compile: sil`) rather than only type-checked.
    public var throughSIL: Bool
    /// Whether it is compiled as a library's file (`// compile: library`) rather than a program's main file.
    public var asLibrary: Bool
    /// Whether only its `// prints:` words are compared (`// compile: prints`), not its markers under `-verify`.
    public var printsOnly: Bool
    /// The module it is compiled as (`// module:`), when a message names it.
    public var moduleName: String?
    /// The `// prints:` words, each of which the compiler's output must contain.
    public var prints: [String]
    /// The words of its `expected-error`, `expected-warning` and `expected-note` markers.
    public var markers: [String]

    public init(path: String, source: String) {
        self.path = path
        var throughSIL = false
        var asLibrary = false
        var printsOnly = false
        var moduleName: String?
        var prints: [String] = []
        for line in source.components(separatedBy: "\n").prefix(24) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(Self.compileKey) {
                let words = trimmed.dropFirst(Self.compileKey.count).split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                throughSIL = words.contains("sil")
                asLibrary = words.contains("library")
                printsOnly = words.contains("prints")
            } else if trimmed.hasPrefix(Self.moduleKey) {
                moduleName = trimmed.dropFirst(Self.moduleKey.count).trimmingCharacters(in: .whitespaces)
            } else if trimmed.hasPrefix(Self.printsKey) {
                prints.append(String(trimmed.dropFirst(Self.printsKey.count)).trimmingCharacters(in: .whitespaces))
            }
        }
        self.throughSIL = throughSIL
        self.asLibrary = asLibrary
        self.printsOnly = printsOnly
        self.moduleName = moduleName
        self.prints = prints
        var markers: [String] = []
        let pattern = #"expected-(?:error|warning|note)(?:@[-+]?[0-9]+)?(?: [0-9]+)? *\{\{(.*?)\}\}"#
        if let expression = try? NSRegularExpression(pattern: pattern) {
            let range = NSRange(source.startIndex..., in: source)
            for match in expression.matches(in: source, range: range) {
                if let words = Range(match.range(at: 1), in: source) { markers.append(String(source[words])) }
            }
        }
        self.markers = markers
    }

    /// Whether a marker's (or a `// prints:` line's) `words` contain what running text quotes: the quote as it is,
    /// or, where it elides with `…` (`value of type '…' has no member 'appending'`), its pieces in order.
    static func words(_ words: String, contain quote: String) -> Bool {
        var rest = words[...]
        for piece in quote.components(separatedBy: "…") where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    /// The snippets' folder for a lesson page (`Lessons/01-plain-lists/01-identifiable-list/README.md` is quoted from
    /// `Tests/QuotedDiagnostics/01-plain-lists/01-identifiable-list/`).
    public static func folder(forPage page: String) -> String {
        let lessonFolder = (page as NSString).deletingLastPathComponent
        let relative = lessonFolder.dropFirst(Kit.lessonsFolder.count).drop { $0 == "/" }
        return relative.isEmpty ? folder : "\(folder)/\(relative)"
    }
}

/// How a snippet fared: whether the compiler said exactly what its markers say, and which `// prints:` words it did
/// not print.
public struct QuotedDiagnosticsRun: Sendable, Hashable {
    /// The compiler's words under `-verify` when they differ from the markers (empty when they agree).
    public var mismatches: String
    /// The `// prints:` words missing from the compiler's output.
    public var missingPrints: [String]

    public var succeeded: Bool { mismatches.isEmpty && missingPrints.isEmpty }
}

extension CheckEngine {
    /// Compiles `snippet` against the kit's MiniUI with the words of a `rejects` check (``compilerWords``), and, when
    /// it has `// prints:` words, once more without `-verify` to read what the compiler prints.
    public func verifyQuotedDiagnostics(_ snippet: QuotedDiagnosticsSnippet) async throws -> QuotedDiagnosticsRun {
        let (toolchain, miniUI) = try await miniUI()
        let input = kit.url(snippet.path)
        let product = BuildProduct.check("Lessons", check: snippet.path)
        let action =
            (snippet.throughSIL ? ["-emit-sil", "-o", "/dev/null"] : ["-typecheck"])
            + (snippet.asLibrary ? ["-parse-as-library"] : [])
            + (snippet.moduleName.map { ["-module-name", $0] } ?? [])
        func compile(verify: Bool) async throws -> (Bool, String) {
            let words =
                compilerWords(
                    action[0], toolchain: toolchain, miniUI: miniUI, modules: [FrontendCommand.placeholder("MINIUI")],
                    verify: verify) + action.dropFirst() + [FrontendCommand.input]
            let outcome = try await self.compile(
                toolchain, words, product: product, reads: [miniUI.entry, input.deletingLastPathComponent()],
                placeholders: [
                    FrontendCommand.placeholder("MINIUI"): miniUI.modules.path, FrontendCommand.input: input.path,
                ])
            return (outcome.succeeded, compilerText(outcome).replacingOccurrences(of: input.path, with: snippet.path))
        }
        let (verified, verifyText) = snippet.printsOnly ? (true, "") : try await compile(verify: true)
        var missing: [String] = []
        if !snippet.prints.isEmpty {
            let (_, text) = try await compile(verify: false)
            missing = snippet.prints.filter { !text.contains($0) }
        }
        return QuotedDiagnosticsRun(mismatches: verified ? "" : verifyText, missingPrints: missing)
    }
}

/// A diagnostic a lesson page quotes that no snippet of its folder produces.
public struct UncoveredDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public var page: String
    public var quote: LessonQuotes.Diagnostic

    /// The quote as the list of open work names it: the page's folder under Lessons, then the quote.
    public var openWorkLine: String {
        let folder = QuotedDiagnosticsSnippet.folder(forPage: page).dropFirst(QuotedDiagnosticsSnippet.folder.count)
            .drop { $0 == "/" }
        let severity = quote.severity.isEmpty ? "" : quote.severity + ": "
        return "\(folder.isEmpty ? "." : String(folder)) | \(severity)\(quote.printed)"
    }

    public var description: String { "\(page):\(quote.line): \(openWorkLine)" }
}

/// Which quoted diagnostics no snippet vouches for: those listed as open work in
/// ``QuotedDiagnosticsSnippet/openWorkFile`` (a snippet still to write), and the rest, which fail the kit's test.
public struct QuotedDiagnosticsCoverage: Sendable, Hashable {
    /// Quotes no snippet vouches for and the list does not name: an edited quote, or a new one without a snippet.
    public var uncovered: [UncoveredDiagnostic]
    /// Quotes the list names, still without a snippet.
    public var open: [UncoveredDiagnostic]
    /// Lines of the list that name no uncovered quote (a snippet now vouches for it, or no page quotes it).
    public var staleOpenWork: [String]
}

extension QuotedDiagnosticsSnippet {
    /// The list of quotes still without a snippet, one `<lesson folder> | <quote>` a line (`#` starts a comment).
    public static let openWorkFile = "\(folder)/not-yet-compiled.txt"
}

extension Kit {
    /// The lesson pages (every Markdown file under Lessons), relative to the kit root, in path order.
    public var lessonPages: [String] {
        FileSystem.filesRecursively(url(Kit.lessonsFolder)).filter { $0.hasSuffix(".md") }.sorted().map {
            "\(Kit.lessonsFolder)/\($0)"
        }
    }

    /// Every snippet under ``QuotedDiagnosticsSnippet/folder``, in path order.
    public var quotedDiagnosticsSnippets: [QuotedDiagnosticsSnippet] {
        FileSystem.filesRecursively(url(QuotedDiagnosticsSnippet.folder)).filter { $0.hasSuffix(".swift") }.sorted()
            .compactMap { name in
                let path = "\(QuotedDiagnosticsSnippet.folder)/\(name)"
                return FileSystem.readText(url(path)).map { QuotedDiagnosticsSnippet(path: path, source: $0) }
            }
    }

    /// The diagnostics the lesson pages quote that no snippet of the page's folder (not its subfolders) vouches for.
    /// A quote in a block is vouched for by a marker with exactly its message, or a `// prints:` of exactly its
    /// severity and message (a note on one of MiniUI's declarations), and, when it quotes the diagnostic's group, by a
    /// `// prints:` of the severity, message and tag; a code span in running text, which may quote a part, by a marker
    /// or `// prints:` that contains it, `…` standing for any words (``QuotedDiagnosticsSnippet/words(_:contain:)``).
    public func quotedDiagnosticsCoverage() -> QuotedDiagnosticsCoverage {
        let snippets = quotedDiagnosticsSnippets
        var missing: [UncoveredDiagnostic] = []
        for page in lessonPages {
            guard let text = FileSystem.readText(url(page)) else { continue }
            let folder = QuotedDiagnosticsSnippet.folder(forPage: page)
            let mine = snippets.filter { ($0.path as NSString).deletingLastPathComponent == folder }
            let markers = mine.flatMap(\.markers)
            let prints = mine.flatMap(\.prints)
            for quote in LessonQuotes(markdown: text).diagnostics {
                let covered: Bool
                if quote.inline {
                    covered = (markers + prints).contains { QuotedDiagnosticsSnippet.words($0, contain: quote.message) }
                } else if let group = quote.group {
                    covered =
                        markers.contains(quote.message)
                        && prints.contains("\(quote.severity): \(quote.message) [#\(group)]")
                } else {
                    // A note the compiler attaches to a declaration of MiniUI's, which `-verify` leaves aside, is
                    // vouched for by what the compiler prints.
                    covered =
                        markers.contains(quote.message) || prints.contains("\(quote.severity): \(quote.message)")
                }
                if !covered { missing.append(UncoveredDiagnostic(page: page, quote: quote)) }
            }
        }
        let listed = (FileSystem.readText(url(QuotedDiagnosticsSnippet.openWorkFile)) ?? "").components(
            separatedBy: "\n"
        ).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let listedSet = Set(listed)
        let named = Set(missing.map(\.openWorkLine))
        return QuotedDiagnosticsCoverage(
            uncovered: missing.filter { !listedSet.contains($0.openWorkLine) },
            open: missing.filter { listedSet.contains($0.openWorkLine) },
            staleOpenWork: listed.filter { !named.contains($0) })
    }
}
