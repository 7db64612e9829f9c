// MiniUI's macros: `#Preview`, `@Entry` and `@Previewable`, expanded as SwiftUI's are, without swift-syntax.
//
// The compiler runs this program when it meets one of those macros and talks to it over standard input and
// output: each message is a little-endian 64-bit length, then that many bytes of JSON (the compiler's macro
// plugin protocol). A message asks for one expansion and carries the macro's source text; the answer is the
// expanded source. The kit has no package dependencies, so instead of a syntax tree the expansions below read
// the few shapes these macros accept from the text: a preview's arguments and closure, and one `var`.

import Foundation

// MARK: The messages

/// Reads exactly `count` bytes from standard input, or nil at its end.
func readInput(count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

/// Writes one message to the compiler.
func send(_ message: [String: Any]) {
    guard let payload = try? JSONSerialization.data(withJSONObject: message) else { return }
    var length = UInt64(payload.count).littleEndian
    FileHandle.standardOutput.write(withUnsafeBytes(of: &length) { Data($0) } + payload)
}

/// The answer to an expansion: its source, or nothing and one error the compiler shows at the macro.
func expansionResult(_ source: String?, error: String? = nil, at position: [String: Any]? = nil) -> [String: Any] {
    var diagnostics: [[String: Any]] = []
    if let error, let position {
        diagnostics.append([
            "message": error, "severity": "error", "position": position,
            "highlights": [], "notes": [], "fixIts": [],
        ])
    }
    var result: [String: Any] = ["diagnostics": diagnostics]
    if let source { result["expandedSource"] = source }
    return ["expandMacroResult": result]
}

/// Where a piece of syntax starts, past its leading trivia, as the compiler's diagnostics want it.
func position(of syntax: [String: Any]) -> [String: Any] {
    let location = syntax["location"] as? [String: Any] ?? [:]
    let source = Substring(syntax["source"] as? String ?? "")
    let trivia = source.utf8.count - droppingLeadingTrivia(source).utf8.count
    return ["fileName": location["fileName"] ?? "", "offset": (location["offset"] as? Int ?? 0) + trivia]
}

// MARK: Reading source text

/// The text without its leading trivia: white space and comments before the first token.
func droppingLeadingTrivia(_ text: Substring) -> Substring {
    var rest = text
    while true {
        rest = rest.drop(while: \.isWhitespace)
        if rest.hasPrefix("//") {
            rest = rest.drop(while: { $0 != "\n" })
        } else if rest.hasPrefix("/*"), let end = rest.range(of: "*/") {
            rest = rest[end.upperBound...]
        } else {
            return rest
        }
    }
}

/// The offsets in `text` (already without comments: ``withoutComments(_:)``) that lie outside string literals, with
/// the bracket depth at each. Enough for splitting a declaration at its top-level `:` and `=`.
func topLevel(_ text: String) -> [(index: String.Index, depth: Int)] {
    var result: [(String.Index, Int)] = []
    var depth = 0
    var index = text.startIndex
    var inString = false
    while index < text.endIndex {
        let character = text[index]
        if inString {
            if character == "\\" {
                index = text.index(after: index)
            } else if character == "\"" {
                inString = false
            }
        } else if character == "\"" {
            inString = true
        } else if "([{<".contains(character) {
            result.append((index, depth))
            depth += 1
        } else if character == "-", text[index...].hasPrefix("->") {
            result.append((index, depth))
            index = text.index(after: index)
            result.append((index, depth))
        } else if ")]}>".contains(character) {
            depth -= 1
            result.append((index, depth))
        } else {
            result.append((index, depth))
        }
        if index < text.endIndex { index = text.index(after: index) }
    }
    return result
}

/// The text with its comments taken out (string literals kept whole).
func withoutComments(_ text: String) -> String {
    var result = ""
    var index = text.startIndex
    var inString = false
    while index < text.endIndex {
        let rest = text[index...]
        if !inString, rest.hasPrefix("//") {
            index = rest.firstIndex(of: "\n") ?? text.endIndex
            continue
        }
        if !inString, rest.hasPrefix("/*") {
            index = rest.range(of: "*/")?.upperBound ?? text.endIndex
            continue
        }
        let character = text[index]
        result.append(character)
        if inString, character == "\\", text.index(after: index) < text.endIndex {
            index = text.index(after: index)
            result.append(text[index])
        } else if character == "\"" {
            inString.toggle()
        }
        index = text.index(after: index)
    }
    return result
}

/// A `var` declaration's parts, read from its text: `@Entry public var name: Type = value`.
struct Variable {
    let name: String
    let type: String?
    let initialValue: String?

    init?(_ declaration: String) {
        let text = withoutComments(String(droppingLeadingTrivia(Substring(declaration))))
        guard let keyword = text.range(of: #"\bvar\s+"#, options: .regularExpression) else { return nil }
        let afterKeyword = String(text[keyword.upperBound...])
        let name = afterKeyword.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" })
        guard !name.isEmpty else { return nil }
        self.name = String(name)
        let rest = String(afterKeyword.dropFirst(name.count))
        let marks = topLevel(rest).filter { $0.depth == 0 }
        let equals = marks.first { rest[$0.index] == "=" }?.index
        let colon = marks.first { rest[$0.index] == ":" && (equals == nil || $0.index < equals!) }?.index
        if let colon {
            let end = equals ?? rest.endIndex
            type = rest[rest.index(after: colon)..<end].trimmingCharacters(in: .whitespacesAndNewlines)
        } else {
            type = nil
        }
        if let equals {
            initialValue = rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
        } else {
            initialValue = nil
        }
    }
}

// MARK: The expansions

/// `#Preview("Name", traits: …) { body }`: a type of the expansion's own unique name that makes the preview
/// through `Preview`'s initializer with the very arguments and closure written, so they are type-checked as
/// SwiftUI's are (the closure as a view builder, on the main actor).
func expandPreview(_ request: [String: Any]) -> [String: Any] {
    let syntax = request["syntax"] as? [String: Any] ?? [:]
    let source = syntax["source"] as? String ?? ""
    let discriminator = request["discriminator"] as? String ?? ""
    let macro = droppingLeadingTrivia(Substring(source))
    guard macro.hasPrefix("#Preview") else {
        return expansionResult(nil, error: "MiniUI could not read this #Preview", at: position(of: syntax))
    }
    let arguments = macro.dropFirst("#Preview".count)
    let name = uniqueName("Preview", discriminator: discriminator)
    return expansionResult(
        """
        @MainActor
        struct \(name): MiniUI._PreviewRegistry {
            static func makePreview() -> MiniUI.Preview {
                MiniUI.Preview\(arguments)
            }
        }
        """)
}

/// The name a macro may introduce without declaring it: the expansion's discriminator, the name, and the
/// mangling of a unique macro name (what `makeUniqueName` returns in swift-syntax).
func uniqueName(_ name: String, discriminator: String) -> String {
    "\(discriminator)\(name.count)\(name)fMu_"
}

/// `@Entry var name: Type = value` in an extension of `EnvironmentValues`, `Transaction` or `ContainerValues`:
/// accessors that read and write a key of the expansion's making, and that key, a peer whose default value is the
/// property's initial value (one key type serves all three: an environment, a transaction and a container value
/// key).
func expandEntry(_ request: [String: Any]) -> [String: Any] {
    let declaration = request["declSyntax"] as? [String: Any] ?? [:]
    guard let variable = Variable(declaration["source"] as? String ?? "") else {
        return expansionResult(nil, error: "@Entry applies to a `var` declaration", at: position(of: declaration))
    }
    let key = "__Key_\(variable.name)"
    if request["macroRole"] as? String == "accessor" {
        return expansionResult(
            """
            get {
                self[\(key).self]
            }
            set {
                self[\(key).self] = newValue
            }
            """)
    }
    guard let type = variable.type else {
        return expansionResult(
            nil, error: "@Entry needs the property's type written out: `var \(variable.name): Type = …`",
            at: position(of: declaration))
    }
    guard let value = variable.initialValue ?? (type.hasSuffix("?") ? "nil" : nil) else {
        return expansionResult(
            nil, error: "@Entry needs a default value (or an optional type, whose default is nil)",
            at: position(of: declaration))
    }
    return expansionResult(
        """
        private struct \(key): MiniUI.EnvironmentKey, MiniUI.TransactionKey, MiniUI.ContainerValueKey {
            static var defaultValue: \(type) {
                \(value)
            }
        }
        """)
}

// MARK: The conversation

while let header = readInput(count: 8) {
    let length = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
    guard length > 0, let payload = readInput(count: Int(length)),
        let message = try? JSONSerialization.jsonObject(with: payload) as? [String: Any]
    else { break }
    if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
    } else if let request = message["expandFreestandingMacro"] as? [String: Any] {
        send(expandPreview(request))
    } else if let request = message["expandAttachedMacro"] as? [String: Any] {
        let macro = request["macro"] as? [String: Any] ?? [:]
        switch macro["typeName"] as? String {
        case "EntryMacro": send(expandEntry(request))
        default: send(expansionResult(""))  // `@Previewable`: the preview's closure keeps the declaration.
        }
    } else {
        send(expansionResult(nil))
    }
}
