import Foundation

/// The data a `runs` check varies when it is graded.
///
/// A check's expected output is written at the end of its file, where every learner can read it, so a program
/// that only prints that text would pass the check as written. A check that states its data through `Vary` is
/// also run, when graded, with other data chosen by a seed that the grader picks (the environment variable
/// `PUZZLES_VARIANT`), and its output is compared with the reference solution's on the same data. Without a seed
/// (a learner's own check, the lesson's preview) every value is the visible one, so the check reads and prints
/// exactly as written:
///
///     let departures = Vary.value("departures", [Departure(id: 1, destination: "Bergen")]) { random in
///         random.ints(count: random.int(in: 0...4), in: 1...99).map {
///             Departure(id: $0, destination: random.element(of: ["Oslo", "Narvik", "Bodø"]))
///         }
///     }
///
/// Each label draws from a generator of its own (the seed and the label), so adding a value to a check never
/// changes the others. Under a seed, each value is written to standard error as `vary: <label> = <value>`, which
/// the kit shows beside a failure: the data the learner's code was judged on.
///
/// The seed is kept from the code being checked as far as a process can: it leaves the environment once read, and a
/// label drawn a second time stops the program. What runs in the same process can still find it by other means
/// (docs/GRADING.md says what variants do not prevent).
public enum Vary {
    /// The grading variant's seed, or `nil` when the check runs with its visible data. Read once, when the check
    /// draws its first value (before it calls the code it checks), and then removed from the environment, so that
    /// the code being checked cannot simply read it there.
    static let seed: UInt64? = {
        let seed = ProcessInfo.processInfo.environment["PUZZLES_VARIANT"].flatMap { UInt64($0) }
        unsetenv("PUZZLES_VARIANT")
        return seed
    }()

    /// The labels drawn so far: a check draws each value once, so a second draw of a label (the code being checked
    /// drawing the check's own data to print what it expects) stops the program.
    private static let drawn = Drawn()

    private final class Drawn: @unchecked Sendable {
        private let lock = NSLock()
        private var labels: Set<String> = []

        func insert(_ label: String) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            return labels.insert(label).inserted
        }
    }

    /// The prefix of the lines that tell which data a variant used, on standard error.
    public static let dataPrefix = "vary: "

    /// `visible`, or under a grading variant the value `varied` makes from a generator seeded by the variant and
    /// `label`. `label` names the value in a verdict (`"departures"`); `describe` writes it there (by default
    /// `String(describing:)`).
    public static func value<Value>(
        _ label: String, _ visible: Value, describe: (Value) -> String = { String(describing: $0) },
        varied: (inout Random) -> Value
    ) -> Value {
        guard let seed else { return visible }
        guard drawn.insert(label) else {
            fatalError(
                "Vary: \"\(label)\" was drawn twice; a check draws each value once, before it calls the code it checks")
        }
        var random = Random(seed: seed, label: label)
        let value = varied(&random)
        FileHandle.standardError.write(Data("\(dataPrefix)\(label) = \(describe(value))\n".utf8))
        return value
    }

    /// `visible`, or under a grading variant the same elements in another order (a different one whenever the
    /// elements allow it).
    public static func shuffled<Element>(_ label: String, _ visible: [Element]) -> [Element] {
        value(label, visible) { $0.shuffled(visible) }
    }

    /// `visible`, or under a grading variant a number from `range`, other than `visible` when the range allows it.
    public static func number(_ label: String, _ visible: Int, in range: ClosedRange<Int>) -> Int {
        value(label, visible) { random in
            let others = range.filter { $0 != visible }
            return others.isEmpty ? visible : random.element(of: others)
        }
    }

    /// A generator of values for one label of one variant (SplitMix64: the same seed and label give the same
    /// values on every system and every run).
    public struct Random {
        var state: UInt64

        init(seed: UInt64, label: String) {
            // FNV-1a of the label, mixed with the seed: Swift's own hashing is seeded per process.
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in label.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            state = seed ^ hash
        }

        /// The next 64 random bits.
        public mutating func next() -> UInt64 {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return z ^ (z >> 31)
        }

        /// A number in `range`.
        public mutating func int(in range: ClosedRange<Int>) -> Int {
            let width = UInt64(range.upperBound - range.lowerBound) + 1
            return range.lowerBound + Int(next() % width)
        }

        /// `true` or `false`, each half the time.
        public mutating func bool() -> Bool { next() & 1 == 1 }

        /// One of `choices`, which must not be empty.
        public mutating func element<C: Collection>(of choices: C) -> C.Element where C.Index == Int {
            precondition(!choices.isEmpty, "Vary: nothing to choose from")
            return choices[choices.startIndex + int(in: 0...(choices.count - 1))]
        }

        /// `elements` in a random order, other than the given one whenever there are two or more (elements are
        /// not compared, so two equal ones may trade places unseen).
        public mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
            guard elements.count > 1 else { return elements }
            let order = Array(elements.indices)
            var shuffled = order
            while shuffled == order {
                for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
                    shuffled.swapAt(index, int(in: 0...index))
                }
            }
            return shuffled.map { elements[$0] }
        }

        /// `count` of `elements` (all of them when there are fewer), in their order.
        public mutating func sample<Element>(_ elements: [Element], count: Int) -> [Element] {
            var indices = Array(elements.indices)
            var chosen: [Int] = []
            while chosen.count < min(count, elements.count) {
                chosen.append(indices.remove(at: int(in: 0...(indices.count - 1))))
            }
            return chosen.sorted().map { elements[$0] }
        }

        /// `count` different numbers from `range` (as many as it holds when it holds fewer), in a random order.
        public mutating func ints(count: Int, in range: ClosedRange<Int>) -> [Int] {
            shuffled(sample(Array(range), count: count))
        }
    }
}
