import Foundation
import PuzzleKit

extension Runner {
    // MARK: check

    func check() async throws -> Int32 {
        try announceVariants()
        if arguments.has("--all") {
            guard arguments.positional.isEmpty else {
                throw UsageError(problem: .allTakesNoID, usage: spec.usage)
            }
            _ = loadProgress()
            let json = arguments.has("--json")
            let verdicts = await engine.checkAll(kit.exercises) { [self] verdict in
                if !json { console.line(presenter.verdictLine(verdict)) }
            }
            remember(verdicts)
            if json {
                console.line(Self.json(verdicts))
            } else {
                showTotals(verdicts)
                if let first = verdicts.first(where: { !$0.passed }) {
                    console.line()
                    console.line(presenter.verdict(first))
                }
            }
            return verdicts.allSatisfy(\.passed) ? 0 : 1
        }
        let progress = loadProgress()
        guard let exercise = try exerciseArgument(progress: progress) else {
            console.line(style.green(t("course.allDone")))
            return 0
        }
        let verdict = await engine.check(exercise)
        let updated = remember([verdict])
        if arguments.has("--json") {
            console.line(Self.json(verdict))
            return verdict.passed ? 0 : 1
        }
        console.line(presenter.verdict(verdict))
        if verdict.passed {
            let done = course.done(in: updated)
            console.line()
            console.line(progressLine(done: done.count))
            if let next = course.firstUnsolved(besides: exercise, done: done) {
                console.line(describe(next, heading: t("heading.next")).joined(separator: "\n"))
            } else {
                console.line(style.green(t("course.allDone")))
            }
        }
        return verdict.passed ? 0 : 1
    }

    /// `3 passed, 1 failed`.
    func showTotals(_ verdicts: [Verdict]) {
        let passed = verdicts.filter(\.passed).count
        console.line()
        console.line(t("totals", ["passed": "\(passed)", "failed": "\(verdicts.count - passed)"]))
    }

    // MARK: verify

    func verify() async -> Int32 {
        let root: SourceRoot = arguments.has("--solutions") ? .solutions : .exercises
        if root == .exercises { _ = loadProgress() }
        let json = arguments.has("--json")
        if !json {
            console.note(
                errors.style.dim(t("verify.start", ["count": "\(kit.exercises.count)", "source": source(root)])))
        }
        let verdicts = await engine.checkAll(kit.exercises, from: root) { [self] verdict in
            if !json { console.line(presenter.verdictLine(verdict)) }
        }
        remember(verdicts, from: root)
        let failed = verdicts.filter { !$0.passed }
        if root == .solutions, failed.isEmpty, let release = await engine.compilerRelease(),
            (try? VerifiedToolchain.record(release, in: kit)) == true
        {
            console.note(t("verify.recorded", ["version": release, "path": VerifiedToolchain.fileName]))
        }
        if json {
            console.line(Self.json(verdicts))
        } else {
            showTotals(verdicts)
            for verdict in failed {
                console.line()
                console.line(presenter.verdict(verdict))
            }
        }
        return failed.isEmpty ? 0 : 1
    }

    /// Where code is read from, as a path.
    func source(_ root: SourceRoot) -> String {
        switch root {
        case .exercises: Kit.exercisesFolder
        case .solutions: Kit.solutionsFolder
        case .checkout(let url): url.path
        }
    }
}
