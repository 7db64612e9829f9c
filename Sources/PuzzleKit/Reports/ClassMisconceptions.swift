import Foundation

/// A class's misconceptions: for each exercise and listed wrong answer, the checkouts whose verdict was
/// recognised as its misconception, among the checkouts that attempted the exercise (an untouched starter is never
/// a misconception: ``Verdict/Outcome/notAttempted``). Ranked by their share of attempts, so an instructor knows what
/// to re-teach.
public struct ClassMisconceptions: Sendable, Hashable {
    /// One misconception of one exercise, and the checkouts that showed it.
    public struct Entry: Codable, Sendable, Hashable {
        /// The exercise, `03.5`.
        public var exerciseID: String
        /// The misconception as the verdicts carry it (the wrong answer's path identifies it).
        public var misconception: Misconception
        /// The lesson page the verdicts name (its section is `misconception.lessonAnchor`).
        public var lessonPath: String
        /// The checkouts whose verdict named it, as given to `grade`.
        public var checkouts: [String]
        /// How many graded checkouts attempted the exercise.
        public var attempts: Int

        /// How many checkouts showed it.
        public var count: Int { checkouts.count }
        /// Its share of the exercise's attempts, from 0 to 1.
        public var share: Double { attempts == 0 ? 0 : Double(count) / Double(attempts) }
    }

    /// For each exercise id, how many graded checkouts attempted it.
    public var attempts: [String: Int]

    /// Every misconception some checkout showed: the largest share of attempts first, then most checkouts, then in
    /// course order, then by wrong answer.
    public var ranked: [Entry]

    /// The misconceptions of graded checkouts (checkouts that could not be graded count for nothing).
    public init(_ checkouts: [GradedCheckout], kit: Kit) {
        var entries: [String: Entry] = [:]
        var order: [String] = []
        var attempts: [String: Int] = [:]
        for checkout in checkouts where checkout.problem == nil {
            for verdict in checkout.verdicts where verdict.attempted {
                attempts[verdict.exerciseID, default: 0] += 1
            }
        }
        self.attempts = attempts
        for checkout in checkouts where checkout.problem == nil {
            for verdict in checkout.verdicts where verdict.attempted {
                guard let misconception = verdict.misconception else { continue }
                let key = verdict.exerciseID + " " + misconception.wrongAnswer
                if entries[key] == nil {
                    order.append(key)
                    entries[key] = Entry(
                        exerciseID: verdict.exerciseID, misconception: misconception, lessonPath: verdict.lessonPath,
                        checkouts: [], attempts: attempts[verdict.exerciseID] ?? 0)
                }
                if entries[key]?.checkouts.contains(checkout.path) == false {
                    entries[key]?.checkouts.append(checkout.path)
                }
            }
        }
        let course = Dictionary(kit.exercises.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        ranked = order.compactMap { entries[$0] }.sorted { a, b in
            if a.share != b.share { return a.share > b.share }
            if a.count != b.count { return a.count > b.count }
            let (ca, cb) = (course[a.exerciseID] ?? .max, course[b.exerciseID] ?? .max)
            if ca != cb { return ca < cb }
            return a.misconception.wrongAnswer < b.misconception.wrongAnswer
        }
    }

    /// The misconceptions shown in one exercise, most common first.
    public func entries(for exerciseID: String) -> [Entry] {
        ranked.filter { $0.exerciseID == exerciseID }
    }

    /// How many checkouts showed the misconception a verdict carries (0 when it carries none).
    public func count(of verdict: Verdict) -> Int {
        guard let misconception = verdict.misconception else { return 0 }
        return ranked.first {
            $0.exerciseID == verdict.exerciseID && $0.misconception.wrongAnswer == misconception.wrongAnswer
        }?.count ?? 0
    }

    /// Whether no checkout showed a recognised misconception.
    public var isEmpty: Bool { ranked.isEmpty }
}
