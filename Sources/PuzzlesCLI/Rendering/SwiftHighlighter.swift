import Foundation
import PuzzleKit

/// Colours one line of Swift: keywords, attributes, types, strings, numbers and comments.
struct SwiftHighlighter {
    var style: TerminalStyle

    static let keywords: Set<String> = [
        "associatedtype", "async", "await", "break", "case", "catch", "class", "continue", "default", "defer",
        "do", "else", "enum", "extension", "fallthrough", "false", "for", "func", "guard", "if", "import", "in",
        "init", "inout", "let", "mutating", "nil", "nonisolated", "private", "fileprivate", "internal", "public",
        "protocol", "repeat", "return", "self", "Self", "some", "any", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while", "get", "set",
        "willSet", "didSet", "final", "lazy", "weak", "unowned", "override", "indirect", "each",
    ]

    func highlight(_ line: String) -> String {
        guard style.usesColor else { return line }
        var result = ""
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            let rest = line[index...]
            if rest.hasPrefix("//") {
                result += style.dim(String(rest))
                break
            }
            if character == "\"" {
                var end = line.index(after: index)
                while end < line.endIndex, line[end] != "\"" {
                    if line[end] == "\\" {
                        end = line.index(end, offsetBy: 2, limitedBy: line.endIndex) ?? line.endIndex
                    } else {
                        end = line.index(after: end)
                    }
                }
                end = end < line.endIndex ? line.index(after: end) : end
                result += style.green(String(line[index..<end]))
                index = end
                continue
            }
            if character.isLetter || character == "_" || character == "@" || character == "#" {
                let end = rest.dropFirst().firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? line.endIndex
                let word = String(line[index..<end])
                if character == "@" || character == "#" {
                    result += style.magenta(word)
                } else if Self.keywords.contains(word) {
                    result += style.magenta(style.bold(word))
                } else if character.isUppercase {
                    result += style.cyan(word)
                } else {
                    result += word
                }
                index = end
                continue
            }
            if character.isNumber {
                let end = rest.firstIndex { !($0.isNumber || $0 == "." || $0 == "_") } ?? line.endIndex
                result += style.yellow(String(line[index..<end]))
                index = end
                continue
            }
            result.append(character)
            index = line.index(after: index)
        }
        return result
    }
}
