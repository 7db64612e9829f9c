import Foundation

/// Where the runner writes, and where its key presses come from: the real terminal, or a capture in
/// tests. Everything the runner prints goes through here.
public final class Console: @unchecked Sendable {
    private let lock = NSLock()
    private let writeOut: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void
    /// How standard output is dressed.
    public let style: TerminalStyle
    /// How standard error is dressed (its own terminal test: `puzzles … 2>log` keeps colour on screen only).
    public let errorStyle: TerminalStyle
    /// Whether standard input is a terminal (single-key controls in `watch`).
    public let inputIsTerminal: Bool
    /// Whether standard error is a terminal (a progress line rewritten in place).
    public let errorIsTerminal: Bool
    /// Lines or keys typed by the user; `nil` at the end of input.
    public let readInput: @Sendable () async -> String?

    public init(
        style: TerminalStyle, errorStyle: TerminalStyle? = nil, inputIsTerminal: Bool, errorIsTerminal: Bool = false,
        readInput: @escaping @Sendable () async -> String?,
        writeOut: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void
    ) {
        self.style = style
        self.errorStyle = errorStyle ?? style
        self.inputIsTerminal = inputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.readInput = readInput
        self.writeOut = writeOut
        self.writeError = writeError
    }

    /// Prints a line (or several) to standard output.
    public func line(_ text: String = "") {
        lock.withLock { writeOut(text + "\n") }
    }

    /// Prints a line to standard error: progress notes, warnings and errors.
    public func note(_ text: String) {
        lock.withLock { writeError(text + "\n") }
    }

    /// Writes to standard error without ending the line (a progress line rewritten in place).
    public func status(_ text: String) {
        lock.withLock { writeError(text) }
    }

    /// The terminal of this process.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> Console {
        let input = StandardInput()
        return Console(
            style: .detect(environment: environment),
            errorStyle: .detect(environment: environment, isTerminal: isatty(STDERR_FILENO) == 1),
            inputIsTerminal: isatty(STDIN_FILENO) == 1, errorIsTerminal: isatty(STDERR_FILENO) == 1,
            readInput: { await input.next() },
            writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) }
        )
    }

    /// A console that records what is printed and replays `input`, for tests.
    public static func capture(input: [String] = [], style: TerminalStyle = .plain, errorIsTerminal: Bool = false)
        -> (Console, Capture)
    {
        let capture = Capture(input: input)
        let console = Console(
            style: style, inputIsTerminal: false, errorIsTerminal: errorIsTerminal,
            readInput: { await capture.nextInput() },
            writeOut: { capture.append(out: $0) }, writeError: { capture.append(error: $0) })
        return (console, capture)
    }

    /// What a captured console received.
    public final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var outText = ""
        private var errorText = ""
        private var input: [String]
        private var waiting: [CheckedContinuation<String?, Never>] = []
        private var closed = false

        init(input: [String]) {
            self.input = input
        }

        /// Everything written to standard output.
        public var out: String { lock.withLock { outText } }
        /// Everything written to standard error.
        public var error: String { lock.withLock { errorText } }

        func append(out text: String) { lock.withLock { outText += text } }
        func append(error text: String) { lock.withLock { errorText += text } }

        /// Types a line (or key) into the console, as a user would.
        public func type(_ line: String) {
            let continuation: CheckedContinuation<String?, Never>? = lock.withLock {
                if waiting.isEmpty {
                    input.append(line)
                    return nil
                }
                return waiting.removeFirst()
            }
            continuation?.resume(returning: line)
        }

        /// Ends the input, as Ctrl-D would.
        public func closeInput() {
            let continuations: [CheckedContinuation<String?, Never>] = lock.withLock {
                closed = true
                defer { waiting = [] }
                return waiting
            }
            for continuation in continuations { continuation.resume(returning: nil) }
        }

        func nextInput() async -> String? {
            await withCheckedContinuation { continuation in
                let ready: String?? = lock.withLock {
                    if !input.isEmpty { return .some(input.removeFirst()) }
                    if closed { return .some(nil) }
                    waiting.append(continuation)
                    return .none
                }
                if let ready { continuation.resume(returning: ready) }
            }
        }
    }
}
