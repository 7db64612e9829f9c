import Foundation
import PuzzleKit

extension Presenter {
    /// What `dev check --repeat N` measured: a one-line confirmation, or one line per check whose verdict varied.
    public func repeated(_ report: RepeatReport) -> String {
        let figures = ["pairs": "\(report.pairs)", "runs": "\(report.runs)", "checkRuns": "\(report.checkRuns)"]
        if report.varying.isEmpty { return t("devCheck.repeat.same", figures) }
        let header = t("devCheck.repeat.varying", figures.merging(["count": "\(report.varying.count)"]) { $1 })
        let lines = report.varying.map { varying in
            var parts = CheckResult.Status.allCases.compactMap { status -> String? in
                guard let count = varying.statuses[status.rawValue] else { return nil }
                return t(
                    "devCheck.repeat.status",
                    ["status": t("devCheck.repeat.status.\(status.rawValue)"), "count": "\(count)"])
            }
            if varying.outputs > 1 { parts.append(t("devCheck.repeat.outputs", ["count": "\(varying.outputs)"])) }
            return "  "
                + t(
                    "devCheck.repeat.line",
                    [
                        "id": varying.exerciseID, "check": varying.check, "source": varying.source,
                        "statuses": parts.joined(separator: t("list.separator")),
                    ])
        }
        return ([header] + lines).joined(separator: "\n")
    }
}
