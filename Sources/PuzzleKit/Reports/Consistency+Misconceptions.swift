import Foundation

/// How many listed wrong answers have a verdict that names their own misconception.
public struct MisconceptionTally: Codable, Sendable, Hashable {
    /// Wrong answers whose own failure is recognised as their misconception, in every language.
    public var recognised: Int
    /// Wrong answers checked.
    public var listed: Int

    public init(recognised: Int, listed: Int) {
        self.recognised = recognised
        self.listed = listed
    }

    /// The tally of the exercises checked: a wrong answer counts unless a rule found its header invalid, it not
    /// rejected, its fingerprint stale or missing, or its misconception not recognised (one that a matcher could
    /// confuse with another, though recognised today, still counts).
    init(exercises: [Exercise], problems: [ConsistencyProblem]) {
        let rules: Set<ConsistencyProblem.Rule> = [
            .wrongAnswer, .wrongAnswerRejected, .fingerprints, .misconceptionRecognised,
        ]
        // A pair a matcher could confuse is open work, but each of the two is still recognised as its own.
        let failing = Set(
            problems.filter {
                if case .misconceptionsConfusable = $0.finding { return false }
                return rules.contains($0.rule)
            }.map(\.path))
        let wrongAnswers = exercises.flatMap(\.wrongAnswers)
        self.init(recognised: wrongAnswers.filter { !failing.contains($0.path) }.count, listed: wrongAnswers.count)
    }
}

/// What `puzzles dev fingerprints` found for one exercise.
public struct FingerprintRecording: Sendable, Hashable {
    /// The exercise.
    public var exerciseID: String
    /// The file's path relative to the kit root.
    public var path: String
    /// The file as written (or to be written).
    public var file: FingerprintFile
    /// Whether the file changed (or is new).
    public var changed: Bool
    /// Wrong answers that got no fingerprint: they pass, do not compile, or could not be checked.
    public var withoutFingerprint: [String]
}

extension ConsistencyFinding {
    /// Whether the finding is open work rather than a broken rule: a wrong answer whose failure cannot be told
    /// from another's with a different misconception (a learner who makes it is told nothing, never a guess).
    public var isNotice: Bool {
        switch self {
        case .misconceptionShared, .misconceptionsConfusable, .fingerprintsFromAnotherCompiler: true
        default: false
        }
    }
}

extension ConsistencyChecker {
    /// Runs every wrong answer of `exercise` and writes its fingerprints file (when `write`).
    public func recordFingerprints(of exercise: Exercise, write: Bool = true) async throws -> FingerprintRecording {
        guard let engine else { preconditionFailure() }
        let verdicts = await exercise.wrongAnswers.concurrentMap { await engine.check($0, of: exercise) }
        var fingerprints: [(WrongAnswer, Fingerprint)] = []
        var without: [String] = []
        for (wrong, verdict) in zip(exercise.wrongAnswers, verdicts) {
            let fingerprint = Fingerprint(verdict)
            // A wrong answer whose headers are invalid has no misconception to recognise (`dev check` says why).
            if fingerprint.isEmpty || !wrong.problems.isEmpty {
                without.append(wrong.slug)
            } else {
                fingerprints.append((wrong, fingerprint))
            }
        }
        let file = FingerprintFile(recording: fingerprints, compiler: await compilerName())
        let path = FingerprintFile.path(of: exercise)
        let changed = FileSystem.readText(kit.url(path)) != file.text
        if write && changed { try file.write(exercise, kit: kit) }
        return FingerprintRecording(
            exerciseID: exercise.id, path: path, file: file, changed: changed, withoutFingerprint: without)
    }

    /// The first line of the compiler's version, `Swift version 6.3.1 (swift-6.3.1-RELEASE)`, if one is found.
    func compilerName() async -> String? {
        guard let version = try? await engine?.toolchain().version else { return nil }
        return version.split(separator: "\n").first.map(String.init)
    }

    /// The fingerprint and recognition rules for one exercise, from its wrong answers' verdicts (in the order of
    /// `exercise.wrongAnswers`), made with `compiler`.
    func checkMisconceptions(of exercise: Exercise, verdicts: [Verdict], compiler: String?) -> [ConsistencyProblem] {
        var problems: [ConsistencyProblem] = []
        let filePath = FingerprintFile.path(of: exercise)
        var stored = FingerprintFile.load(exercise, kit: kit)
        if let recorded = stored?.compiler, let compiler, recorded != compiler, !exercise.wrongAnswers.isEmpty {
            // Marks from another compiler's words: say so once, and hold nothing stale.
            problems.append(
                problem(
                    exercise, .fingerprints, filePath,
                    .fingerprintsFromAnotherCompiler(recorded: recorded, current: compiler, exercise: exercise.id)))
            stored = nil
        }
        let slugs = Set(exercise.wrongAnswers.map(\.slug))
        // Wrong answers that do not fail, or whose headers are invalid (no misconception to recognise), are
        // reported by the wrong-answer rules.
        let observed = zip(exercise.wrongAnswers, verdicts).map { ($0, Fingerprint($1)) }.filter {
            !$0.1.isEmpty && $0.0.problems.isEmpty
        }
        // What `dev fingerprints` would record now (detail only where marks alone cannot tell them apart).
        let recording = FingerprintFile(recording: observed)
        let computed = observed.compactMap { wrong, _ in recording.wrongAnswers[wrong.slug].map { (wrong, $0) } }
        let compared = stored == nil && FingerprintFile.load(exercise, kit: kit) != nil ? [] : computed
        for (wrong, fingerprint) in compared {
            if let recorded = stored?.wrongAnswers[wrong.slug] {
                if recorded != fingerprint {
                    problems.append(
                        problem(
                            exercise, .fingerprints, wrong.path,
                            .fingerprintStale(
                                file: filePath, exercise: exercise.id,
                                recorded: recorded.marks + (recorded.detail ?? []),
                                now: fingerprint.marks + (fingerprint.detail ?? []))
                        ))
                }
            } else {
                problems.append(
                    problem(
                        exercise, .fingerprints, wrong.path, .fingerprintMissing(file: filePath, exercise: exercise.id))
                )
            }
        }
        for slug in (stored?.wrongAnswers.keys).map(Array.init) ?? [] where !slugs.contains(slug) {
            problems.append(
                problem(exercise, .fingerprints, filePath, .fingerprintOfNoWrongAnswer(slug, exercise: exercise.id)))
        }
        for (wrong, fingerprint) in observed {
            if let anchor = wrong.lessonAnchor {
                for language in Language.allCases where language != .en {
                    if LessonSections.anchor(anchor, in: language, of: exercise, kit: kit) == nil {
                        problems.append(
                            problem(
                                exercise, .misconceptionRecognised, wrong.path,
                                .lessonSectionMissing(
                                    anchor: anchor, language: language, lesson: exercise.lessonPath(language))))
                    }
                }
            }
            switch MisconceptionMatcher.recognise(fingerprint, among: computed) {
            case .recognised(let match) where MisconceptionMatcher.sameMisconception(match, wrong):
                break
            case .recognised(let match):
                // A learner who makes this mistake would be told another's: a problem, not open work.
                problems.append(
                    problem(exercise, .misconceptionRecognised, wrong.path, .misconceptionMistaken(for: match.slug)))
            case .ambiguous(let matches):
                problems.append(
                    problem(
                        exercise, .misconceptionRecognised, wrong.path,
                        .misconceptionShared(with: matches.map(\.slug).filter { $0 != wrong.slug })))
            case .none:
                problems.append(
                    problem(exercise, .misconceptionRecognised, wrong.path, .misconceptionShared(with: [])))
            }
        }
        // Pairs that fail alike down to every line are open work, reported above; any other pair is a problem.
        let shared = Set(
            problems.compactMap { problem -> String? in
                if case .misconceptionShared = problem.finding { return problem.path }
                return nil
            })
        var mistakable = Set<String>()
        for (wrong, other) in MisconceptionMatcher.ambiguousPairs(computed) where !shared.contains(wrong.path) {
            mistakable.insert(wrong.path)
            problems.append(
                problem(exercise, .misconceptionRecognised, wrong.path, .misconceptionCouldBeMistaken(for: other.slug)))
        }
        // Pairs a matcher could still confuse, though each is recognised today: open work, said once per pair.
        for pair in MisconceptionMatcher.confusablePairs(computed)
        where !shared.contains(pair.wrong.path) && !mistakable.contains(pair.wrong.path) {
            problems.append(
                problem(
                    exercise, .misconceptionRecognised, pair.wrong.path,
                    .misconceptionsConfusable(with: pair.other.slug, subset: pair.subset)))
        }
        return problems
    }
}
