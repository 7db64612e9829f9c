import Foundation

extension ConsistencyChecker {
    /// The `behaviour-files` rule: a check's `// behaviour-in:` line names only files the learner edits, and every
    /// listed wrong answer the check rejects changes at least one of them, so that a verdict naming those files
    /// (``BehaviourFiles``) points where the mistake is.
    func checkBehaviourFiles(of exercise: Exercise, verdicts: [Verdict]) -> [ConsistencyProblem] {
        let declaring = exercise.checks.filter { !$0.behaviourFiles.isEmpty }
        guard !declaring.isEmpty else { return [] }
        let solution = kit.url(exercise.solutionFolder)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: solution.path)) ?? [])
            .filter { $0.hasSuffix(".swift") && !exercise.givenFiles.contains($0) }
        var problems: [ConsistencyProblem] = []
        for check in declaring {
            for file in check.behaviourFiles where !names.contains(file) {
                problems.append(problem(exercise, .behaviourFiles, check.path, .behaviourFileUnknown(file)))
            }
        }
        for (wrong, verdict) in zip(exercise.wrongAnswers, verdicts) {
            guard verdict.outcome != .passed, verdict.outcome != .doesNotCompile, verdict.outcome != .refused,
                verdict.outcome != .cannotCheck
            else { continue }
            let failing = verdict.failingChecks
            for check in declaring where failing.contains(check.name) {
                if !wrong.files.contains(where: check.behaviourFiles.contains) {
                    problems.append(
                        problem(
                            exercise, .behaviourFiles, check.path,
                            .behaviourElsewhere(wrongAnswer: wrong.slug, files: wrong.files.sorted())))
                }
            }
        }
        return problems
    }
}
