import Foundation
import PuzzleKit

extension Presenter {
    /// What `dev check --repeat N` measured: the figures, then one line per check whose verdict varied, then
    /// those whose verdict held while their output varied.
    public func repeated(_ report: RepeatReport) -> String {
        let figures = ["pairs": "\(report.pairs)", "runs": "\(report.runs)", "checkRuns": "\(report.checkRuns)"]
        var lines: [String] = []
        let verdicts = report.varyingVerdicts
        if verdicts.isEmpty {
            lines.append(t("devCheck.repeat.same", figures))
        } else {
            lines.append(t("devCheck.repeat.varying", figures.merging(["count": "\(verdicts.count)"]) { $1 }))
            lines += verdicts.map(repeatLine)
        }
        let outputs = report.varyingOutputs
        if !outputs.isEmpty {
            lines.append(t("devCheck.repeat.outputsVary", ["count": "\(outputs.count)"]))
            lines += outputs.map(repeatLine)
        }
        return lines.joined(separator: "\n")
    }

    private func repeatLine(_ varying: VaryingVerdict) -> String {
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
}
