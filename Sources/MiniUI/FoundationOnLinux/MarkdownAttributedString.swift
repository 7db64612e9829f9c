import Foundation

// Why this exists: Foundation on Linux lacks `AttributedString(markdown:)`, which SwiftUI screens use.
//
// `AttributedString(markdown:)`, which SwiftUI code on iOS sees through `import SwiftUI`, is absent from
// Foundation on Linux. MiniUI declares it there only (on Apple's platforms Foundation's own is used), for
// inline markdown: `**strong**`, `*emphasis*` and `_emphasis_`, `` `code` ``, `~~strikethrough~~` and
// `[links](https://example.org)`. The markers are removed and links keep their URL; other emphasis is not
// kept as attributes, since MiniUI shows characters only.

#if !canImport(Darwin)
    extension AttributedString {
        /// Options that affect the parsing of Markdown content into an attributed string.
        public struct MarkdownParsingOptions: Hashable, Sendable {
            /// The syntax for interpreting a Markdown string.
            public enum InterpretedSyntax: Hashable, Sendable {
                case full, inlineOnly, inlineOnlyPreservingWhitespace
            }

            /// The policy for handling a parsing failure.
            public enum FailurePolicy: Hashable, Sendable {
                case throwError, returnPartiallyParsedIfPossible
            }

            public var allowsExtendedAttributes: Bool
            public var interpretedSyntax: InterpretedSyntax
            public var failurePolicy: FailurePolicy
            public var languageCode: String?

            /// Creates a Markdown parsing options instance with the specified values.
            public init(
                allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
            ) {
                self.allowsExtendedAttributes = allowsExtendedAttributes
                self.interpretedSyntax = interpretedSyntax
                self.failurePolicy = failurePolicy
                self.languageCode = languageCode
            }
        }

        /// Creates an attributed string from a Markdown-formatted string using the provided options.
        public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
            self = MarkdownInline.parse(markdown, baseURL: baseURL)
        }
    }

    enum MarkdownInline {
        static func parse(_ markdown: String, baseURL: URL?) -> AttributedString {
            var result = AttributedString()
            var plain = ""
            var index = markdown.startIndex
            func flush() {
                if !plain.isEmpty {
                    result += AttributedString(plain)
                    plain = ""
                }
            }
            while index < markdown.endIndex {
                let rest = markdown[index...]
                if rest.hasPrefix("["), let close = rest.firstIndex(of: "]"),
                    markdown.index(after: close) < markdown.endIndex, markdown[markdown.index(after: close)] == "(",
                    let end = markdown[close...].firstIndex(of: ")")
                {
                    flush()
                    let text = String(markdown[markdown.index(after: index)..<close])
                    let target = String(markdown[markdown.index(close, offsetBy: 2)..<end])
                    var link = AttributedString(text)
                    link.link = URL(string: target, relativeTo: baseURL)
                    result += link
                    index = markdown.index(after: end)
                    continue
                }
                let markers = ["**", "__", "~~", "*", "_", "`"]
                let previous = index > markdown.startIndex ? markdown[markdown.index(before: index)] : " "
                let next =
                    markdown.index(after: index) < markdown.endIndex ? markdown[markdown.index(after: index)] : " "
                let intraword = rest.hasPrefix("_") && previous.isLetter && next.isLetter
                if !intraword, let marker = markers.first(where: { rest.hasPrefix($0) }) {
                    index = markdown.index(index, offsetBy: marker.count)
                    continue
                }
                plain.append(markdown[index])
                index = markdown.index(after: index)
            }
            flush()
            return result
        }
    }
#endif
