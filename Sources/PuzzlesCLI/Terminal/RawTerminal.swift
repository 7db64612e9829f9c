import Foundation

/// Puts the terminal in single-key mode for `watch`, and restores it.
enum RawTerminal {
    nonisolated(unsafe) private static var saved: termios?

    static var isRaw: Bool { saved != nil }

    static func enable() {
        guard saved == nil, isatty(STDIN_FILENO) == 1 else { return }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return }
        saved = original
    }

    static func disable() {
        guard var original = saved else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
        saved = nil
    }
}
