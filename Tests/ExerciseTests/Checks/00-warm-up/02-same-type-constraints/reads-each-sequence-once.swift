// check: runs
// behaviour-in: Interleaved.swift
// A Sequence promises one pass, no more: a stream of readings is used up as it is read, and reading it again
// continues where the last reading stopped. `interleaved` reads each of its sequences once, in turn, so it
// works on such streams as it does on arrays.
@testable import Exercise00_2

/// Readings that arrive once: the sequence is its own iterator, so a second pass finds what the first left.
final class ReadingStream: Sequence, IteratorProtocol {
    private var pending: [Int]
    init(_ readings: [Int]) { pending = readings }
    func next() -> Int? { pending.isEmpty ? nil : pending.removeFirst() }
}

print(interleaved(ReadingStream([10, 30, 50, 70]), ReadingStream([20, 40])))
print(interleaved(ReadingStream([1]), ReadingStream([2, 4, 6])))
print(interleaved(ReadingStream([5, 15, 25]), [10, 20]))

/* expected output:
[10, 20, 30, 40, 50, 70]
[1, 2, 4, 6]
[5, 10, 15, 20, 25]
*/
