import Foundation

/// A runs check run on a grading variant's data: the seed, and the output expected on those data (the reference
/// solution's), or `nil` for the reference solution's own run, which tells that output.
struct VariantRequest: Sendable, Hashable {
    var seed: UInt64
    var expected: String?
}

extension CheckEngine {
    /// A runs check that passed on its own data, judged on each of ``Options/variantSeeds``: the reference solution
    /// runs the check under the seed and its output is what the learner's program must print under the same seed.
    /// Returns the first variant's result that did not pass, or `nil` when every variant passed.
    ///
    /// A seed whose data make the reference print the check's own expected output would prove nothing (a program
    /// that prints that text would pass): another seed is drawn from it, a few times at most.
    func runVariants(_ check: CheckFile, of exercise: Exercise, sources: ExerciseSources, build: CheckBuilds) async
        -> CheckResult?
    {
        for chosen in options.variantSeeds {
            var seed = chosen
            var reference = await referenceRun(check, of: exercise, seed: seed)
            for _ in 0..<4 where reference.passed {
                guard OutputComparison.matches(expected: check.expectedOutput ?? "", actual: reference.output ?? "")
                else { break }
                seed = VariantRun.mixed(seed)
                reference = await referenceRun(check, of: exercise, seed: seed)
            }
            guard reference.passed else { return reference }
            let varied = await runCheck(
                check, of: exercise, sources: sources, build: build,
                variant: VariantRequest(seed: seed, expected: reference.output ?? ""))
            if !varied.passed { return varied }
        }
        return nil
    }

    /// The reference solution's run of a check under a variant's seed. When it does not pass (it crashed, ran past
    /// its limit, or the solution does not build), the result is `invalid` with ``CheckFailure/referenceFailsVariant``:
    /// a fault of the kit, never the learner's verdict.
    func referenceRun(_ check: CheckFile, of exercise: Exercise, seed: UInt64) async -> CheckResult {
        var failed = CheckResult(
            name: check.name, path: check.path, kind: check.kind, status: .invalid, failure: nil, output: nil,
            expectedOutput: nil, fileToEdit: nil, line: nil, seconds: 0,
            variant: VariantRun(seed: seed, varies: check.varies ?? "", data: []))
        let limits = SourceLimits(maxFileSize: options.maxSourceFileSize)
        guard case .success(let solution) = SourceLoader.load(exercise, from: .solutions, kit: kit, limits: limits)
        else {
            failed.failure = .referenceFailsVariant(seed: seed, status: .invalid)
            return failed
        }
        let build: CheckBuilds
        do {
            build = try await exerciseBuild(exercise, sources: solution)
        } catch {
            failed.failure = .engineFailed(String(describing: error))
            return failed
        }
        guard build.exercise.succeeded else {
            failed.failure = .referenceFailsVariant(seed: seed, status: .failed)
            return failed
        }
        let run = await runCheck(
            check, of: exercise, sources: solution, build: build, variant: VariantRequest(seed: seed, expected: nil))
        guard run.passed else {
            if run.status == .invalid { return run }
            failed.failure = .referenceFailsVariant(seed: seed, status: run.status)
            failed.variant = run.variant
            return failed
        }
        return run
    }
}
