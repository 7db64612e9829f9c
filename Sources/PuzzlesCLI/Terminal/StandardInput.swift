import Foundation

/// Standard input, read a line at a time (or a key at a time in raw mode) off the cooperative pool.
final class StandardInput: @unchecked Sendable {
    private let queue = DispatchQueue(label: "puzzles.stdin")

    func next() async -> String? {
        await withCheckedContinuation { continuation in
            queue.async {
                if RawTerminal.isRaw {
                    var byte: UInt8 = 0
                    let count = read(STDIN_FILENO, &byte, 1)
                    continuation.resume(returning: count == 1 ? String(UnicodeScalar(byte)) : nil)
                } else {
                    continuation.resume(returning: readLine(strippingNewline: true))
                }
            }
        }
    }
}
