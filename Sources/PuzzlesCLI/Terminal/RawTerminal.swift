import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal in single-key mode for `watch`, and restores it on every way out: the caller's
/// `defer`, `exit` (an `atexit` handler) and the signals ``SignalHandling`` catches.
enum RawTerminal {
    /// The settings to restore, in memory a signal handler can read without locking or allocating.
    nonisolated(unsafe) private static let saved: UnsafeMutablePointer<termios> = {
        let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        pointer.initialize(to: termios())
        return pointer
    }()
    /// The descriptor whose settings are saved, or -1.
    nonisolated(unsafe) private static var savedDescriptor: Int32 = -1

    static var isRaw: Bool { savedDescriptor >= 0 }

    /// Turns off echo and line editing on `descriptor` (standard input), remembering the settings.
    static func enable(_ descriptor: Int32 = STDIN_FILENO) {
        guard savedDescriptor < 0, isatty(descriptor) == 1 else { return }
        var original = termios()
        guard tcgetattr(descriptor, &original) == 0 else { return }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        saved.pointee = original
        savedDescriptor = descriptor
        guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else {
            savedDescriptor = -1
            return
        }
    }

    static func disable() {
        guard savedDescriptor >= 0 else { return }
        tcsetattr(savedDescriptor, TCSANOW, saved)
        savedDescriptor = -1
    }

    /// Initializes the saved settings' storage before a signal handler may read it.
    static func prepareForSignals() { _ = saved }

    /// ``disable()`` from a signal handler: one system call on memory set up beforehand.
    static func restoreFromSignal() {
        let descriptor = savedDescriptor
        if descriptor >= 0 { tcsetattr(descriptor, TCSANOW, saved) }
    }
}
