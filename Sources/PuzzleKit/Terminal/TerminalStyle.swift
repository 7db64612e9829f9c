import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How text is dressed for the terminal: ANSI colour and emphasis only when standard output is a
/// terminal, `NO_COLOR` is unset and `TERM` is not `dumb`; otherwise plain text, the same words.
public struct TerminalStyle: Sendable, Equatable {
    /// Whether ANSI escape sequences are written.
    public var usesColor: Bool

    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// Plain text, for files, pipes and tests.
    public static let plain = TerminalStyle(usesColor: false)

    /// The style for standard output in this environment.
    public static func detect(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        isTerminal: Bool = isatty(STDOUT_FILENO) == 1
    ) -> TerminalStyle {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        return TerminalStyle(usesColor: isTerminal && !noColor && !dumb)
    }

    private func wrap(_ text: String, _ code: String) -> String {
        usesColor && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func italic(_ text: String) -> String { wrap(text, "3") }
    public func underline(_ text: String) -> String { wrap(text, "4") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func blue(_ text: String) -> String { wrap(text, "34") }
    public func magenta(_ text: String) -> String { wrap(text, "35") }
    public func cyan(_ text: String) -> String { wrap(text, "36") }
}
