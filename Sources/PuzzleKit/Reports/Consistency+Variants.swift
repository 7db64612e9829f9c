import Foundation

extension ConsistencyChecker {
    /// The kit's own seeds for grading variants: `dev check` and `dev check --repeat` run every varied check under
    /// each, as a grade would under its own.
    public static let variantSeeds = VariantRun.seeds(count: 3, from: 1)

    /// The `variants` rule's behaviour: under each of ``variantSeeds``, the reference solution passes each varied
    /// check (exits 0 within its limit) and prints something other than the check's visible expected output.
    func checkVariants(of exercise: Exercise, engine: CheckEngine) async -> [ConsistencyProblem] {
        let varied = exercise.checks.filter { $0.kind == .runs && $0.varies != nil && $0.isValid }
        let runs = await varied.flatMap { check in Self.variantSeeds.map { (check, $0) } }.concurrentMap {
            check, seed in
            (check, seed, await engine.referenceRun(check, of: exercise, seed: seed))
        }
        var problems: [ConsistencyProblem] = []
        for (check, seed, run) in runs {
            if !run.passed {
                var status = run.status
                var detail = run.variant?.data.joined(separator: "; ") ?? ""
                switch run.failure {
                case .referenceFailsVariant(_, let reached)?: status = reached
                case .engineFailed(let reason)?: detail = reason
                default: break
                }
                problems.append(
                    problem(exercise, .variants, check.path, .variantFails(seed: seed, status: status, detail: detail)))
            } else if OutputComparison.matches(expected: check.expectedOutput ?? "", actual: run.output ?? "") {
                problems.append(problem(exercise, .variants, check.path, .variantShowsTheCheck(seed: seed)))
            }
        }
        return problems
    }
}
