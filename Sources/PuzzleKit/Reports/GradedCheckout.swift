import Foundation

/// One learner's checkout, graded: a verdict per exercise, or the reason it could not be graded.
public struct GradedCheckout: Sendable, Codable, Hashable {
    /// Why a checkout could not be graded at all.
    public enum Problem: Codable, Sendable, Hashable {
        /// The path does not exist.
        case missing
        /// The path is not a folder.
        case notAFolder
        /// The folder has no Sources/Exercises: not a checkout of the kit.
        case notACheckout
    }

    /// The checkout's path as given on the command line.
    public var path: String
    /// A verdict for every exercise of the kit, in course order.
    public var verdicts: [Verdict]
    /// Why the checkout could not be graded, if so.
    public var problem: Problem?
    /// The wall-clock seconds its grading took, from its first exercise started to its last verdict (checkouts
    /// graded together share the machine, so each takes longer than it would alone); `nil` when not measured.
    public var seconds: Double?

    public init(path: String, verdicts: [Verdict], problem: Problem? = nil, seconds: Double? = nil) {
        self.path = path
        self.verdicts = verdicts
        self.problem = problem
        self.seconds = seconds
    }

    /// The first exercise the learner attempted and did not pass, in course order (untouched starters are no failure
    /// of theirs), if any.
    public var firstFailure: Verdict? { verdicts.first { !$0.passed && $0.attempted } }

    /// Why `url` cannot be graded, or nil when it looks like a checkout of the kit.
    public static func problem(with url: URL) -> Problem? {
        switch FileSystem.kind(url) {
        case .missing: return .missing
        case .directory: break
        default: return .notAFolder
        }
        guard FileSystem.isDirectory(url.appendingPathComponent(Kit.exercisesFolder)) else { return .notACheckout }
        return nil
    }
}

/// What a graded checkout scored. Points are the exercise's level (1 to 3), so harder exercises weigh more.
public struct GradeScore: Sendable, Hashable {
    /// Points earned and possible.
    public var earned: Int
    public var possible: Int
    /// Exercises passed.
    public var passed: Int

    /// The score of `checkout` in `kit`.
    public init(_ checkout: GradedCheckout, kit: Kit) {
        possible = kit.exercises.reduce(0) { $0 + ($1.level ?? 1) }
        let passedVerdicts = checkout.verdicts.filter(\.passed)
        passed = passedVerdicts.count
        earned = passedVerdicts.reduce(0) { $0 + (kit.exercise(id: $1.exerciseID)?.level ?? 1) }
    }
}
