import Foundation
import PuzzleKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the runner does when it is interrupted (Ctrl-C), terminated or hung up: stop its children's process
/// groups (they no longer share the terminal's group, so the terminal's signal does not reach them), put
/// the terminal back as it was (`watch` turns echo off), then die of the same signal, as a shell expects.
/// SIGKILL cannot be caught: the launcher in front of each child stops its group then (see docs).
public enum SignalHandling {
    /// The signals handled.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Installs the handlers, and an exit handler that restores the terminal. Call once, from `main`.
    public static func install() {
        // Touch the state the handler reads, so that nothing is initialized inside it.
        Subprocess.killAllChildren()
        RawTerminal.prepareForSignals()
        for signal in signals {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = handle
            #else
                action.__sigaction_handler.sa_handler = handle
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
        atexit { RawTerminal.disable() }
    }

    /// The cleanup a handled signal does before the runner dies (async-signal-safe).
    static func cleanUp() {
        Subprocess.killAllChildren()
        RawTerminal.restoreFromSignal()
    }
}

/// The signal handler: clean up, then end by the same signal with its default action.
private func handle(_ signal: Int32) {
    SignalHandling.cleanUp()
    var action = sigaction()
    #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = SIG_DFL
    #else
        action.__sigaction_handler.sa_handler = SIG_DFL
    #endif
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    raise(signal)
}
