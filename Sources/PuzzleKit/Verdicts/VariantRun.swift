import Foundation

/// The other data a `runs` check was judged on: a grading variant (``CheckEngine/Options/variantSeeds``). The check
/// states its data through MiniUI's `Vary`; under the variant's seed it draws other values, and the learner's program
/// must print what the reference solution prints on the same values.
public struct VariantRun: Codable, Sendable, Hashable {
    /// The seed the grader chose (the program's `PUZZLES_VARIANT`).
    public var seed: UInt64
    /// What the check varies, from its `// varies:` line.
    public var varies: String
    /// The values the program drew, as it wrote them (`departures = [Departure(id: 7, …)]`).
    public var data: [String]

    public init(seed: UInt64, varies: String, data: [String]) {
        self.seed = seed
        self.varies = varies
        self.data = data
    }

    /// How many variants a grade runs of each varied check.
    public static let gradingCount = 2

    /// The environment variable that carries the seed to the check program (MiniUI's `Vary.seed`).
    public static let environmentVariable = "PUZZLES_VARIANT"
    /// The prefix of the lines in which the program tells a value it drew, on standard error (MiniUI's
    /// `Vary.dataPrefix`).
    public static let dataPrefix = "vary: "

    /// `errors` split into the values a variant drew and the rest of what the program wrote to standard error.
    static func splitData(_ errors: String) -> (data: [String], rest: String) {
        var data: [String] = []
        var rest: [Substring] = []
        for line in errors.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(dataPrefix) {
                // Types are described with their module's name (the check's PuzzleCheck, the exercise's
                // ExerciseNN_M), which says nothing to a learner.
                data.append(
                    String(line.dropFirst(dataPrefix.count)).replacingOccurrences(
                        of: #"\b(PuzzleCheck|Exercise\d+_\d+)\."#, with: "", options: .regularExpression))
            } else {
                rest.append(line)
            }
        }
        return (data, rest.joined(separator: "\n"))
    }

    /// Seeds for a grade: `count` of them, from `seed` when one is given (to repeat a grade), else the system's
    /// random source, which nothing in a checkout can influence.
    public static func seeds(count: Int, from seed: UInt64? = nil) -> [UInt64] {
        guard let seed else { return (0..<count).map { _ in UInt64.random(in: 1...UInt64.max) } }
        var state = seed
        return (0..<count).map { _ in
            state = mixed(state)
            return state
        }
    }

    /// A seed's successor (SplitMix64's finaliser over a step): draws another seed when a variant's data happen to
    /// print what the check shows anyway.
    static func mixed(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return (z ^ (z >> 31)) | 1
    }
}
