import Foundation
import PuzzleKit

/// The results files of the services instructors grade with: Exercism's (`json`) and Gradescope's.
extension GradeReportRenderer {
    /// `text` with the checkout's own folder taken out of its paths: `Sources/Exercises/…` as in the checkout.
    func relativeToCheckout(_ text: String, _ verdict: Verdict) -> String {
        guard verdict.source.hasSuffix(Kit.exercisesFolder) else { return text }
        let root = String(verdict.source.dropLast(Kit.exercisesFolder.count))
        guard !root.isEmpty else { return text }
        return text.replacingOccurrences(of: root, with: "")
    }

    /// A verdict in full, plain, with paths relative to the checkout.
    func verdictText(_ verdict: Verdict) -> String { relativeToCheckout(plainVerdict(verdict), verdict) }

    // MARK: Exercism results.json (version 3)

    func exercismResults(_ checkout: GradedCheckout, named: Bool, misconceptions: ClassMisconceptions)
        -> ExercismResults
    {
        let name = named ? checkout.path : nil
        if let problem = problemText(checkout) {
            return ExercismResults(checkout: name, status: "error", message: problem, tests: [])
        }
        let tests = checkout.verdicts.map { verdict -> ExercismResults.Test in
            let taskID = (kit.exercises.firstIndex { $0.id == verdict.exerciseID } ?? 0) + 1
            let checks = kit.exercise(id: verdict.exerciseID)?.checks.map(\.name) ?? []
            return ExercismResults.Test(
                name: "\(verdict.exerciseID) \(verdict.title)",
                status: ExercismResults.status(verdict.outcome),
                message: verdict.passed
                    ? nil : ExercismResults.capped(verdictText(verdict), ExercismResults.messageLimit),
                output: nil,
                test_code: "checks: " + checks.joined(separator: ", "),
                task_id: taskID,
                misconception: misconceptionResult(verdict, in: misconceptions))
        }
        let status = ExercismResults.overallStatus(tests)
        // No test ran: the spec requires a message, the first exercise's reason.
        let message =
            status == "error"
            ? ExercismResults.capped(
                checkout.verdicts.first.map(verdictText) ?? t("grade.exercism.noTests"), ExercismResults.messageLimit)
            : nil
        return ExercismResults(checkout: name, status: status, message: message, tests: tests)
    }

    /// One checkout: its `results.json`. Several: an array of them, each naming its `checkout`.
    func json() -> String {
        let misconceptions = self.misconceptions
        return checkouts.count == 1
            ? JSONText.encode(exercismResults(checkouts[0], named: false, misconceptions: misconceptions), orElse: "{}")
            : JSONText.encode(
                checkouts.map { exercismResults($0, named: true, misconceptions: misconceptions) }, orElse: "[]")
    }

    // MARK: Gradescope results.json

    func gradescopeResults(_ checkout: GradedCheckout, named: Bool) -> GradescopeResults {
        let name = named ? checkout.path : nil
        if let problem = problemText(checkout) {
            return GradescopeResults(checkout: name, score: 0, execution_time: 0, output: problem, tests: [])
        }
        let tests = checkout.verdicts.map { verdict -> GradescopeResults.Test in
            let points = Double(points(for: verdict))
            return GradescopeResults.Test(
                name: "\(verdict.exerciseID) \(verdict.title)", number: verdict.exerciseID,
                score: verdict.passed ? points : 0, max_score: points, status: verdict.passed ? "passed" : "failed",
                output: verdict.passed ? "" : verdictText(verdict), visibility: "visible")
        }
        let score = score(checkout)
        let summary = t(
            "grade.gradescope.summary",
            [
                "passed": "\(score.passed)", "total": "\(kit.exercises.count)", "earned": "\(score.earned)",
                "possible": "\(score.possible)",
            ])
        return GradescopeResults(
            checkout: name, score: Double(score.earned),
            execution_time: Int((checkout.seconds ?? 0).rounded(.up)), output: summary,
            tests: tests)
    }

    /// One checkout: its `results.json`. Several: an array of them, each naming its `checkout`.
    func gradescope() -> String {
        checkouts.count == 1
            ? JSONText.encode(gradescopeResults(checkouts[0], named: false), orElse: "{}")
            : JSONText.encode(checkouts.map { gradescopeResults($0, named: true) }, orElse: "[]")
    }
}
