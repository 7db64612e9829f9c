import Foundation
import PuzzleKit

/// The class report of misconceptions (issue 17): which listed wrong answers' misconceptions the class's failures
/// were recognised as, most common first, in every format.
extension GradeReportRenderer {
    /// The class's misconceptions, ranked.
    var misconceptions: ClassMisconceptions { ClassMisconceptions(checkouts, kit: kit) }

    /// A misconception's explanation in the report's language (else English).
    func explanation(_ misconception: Misconception) -> String {
        misconception.explanation[presenter.language] ?? misconception.explanation[.en] ?? ""
    }

    /// The lesson section that addresses it: `Lessons/…/README.md#the-slice-trap`.
    func lessonSection(_ entry: ClassMisconceptions.Entry) -> String {
        entry.lessonPath + (entry.misconception.lessonAnchor ?? "")
    }

    /// Table: the ranked misconceptions under the checkouts' rows, one line each; nothing when none was seen.
    func misconceptionLines(style: TerminalStyle) -> [String] {
        let ranked = misconceptions.ranked
        guard !ranked.isEmpty else { return [] }
        var lines = ["", style.bold(t("grade.misconceptions.title"))]
        for entry in ranked {
            lines.append(
                "  "
                    + t(
                        "grade.misconceptions.line",
                        [
                            "count": "\(entry.count)", "attempts": "\(entry.attempts)", "id": entry.exerciseID,
                            "explanation": explanation(entry.misconception), "lesson": lessonSection(entry),
                        ]))
        }
        return lines
    }

    /// Markdown: a section that ranks the misconceptions, placed before the checkouts' sections.
    func misconceptionSection(cell: (String) -> String) -> String {
        var lines = ["## " + t("grade.misconceptions.title"), ""]
        let ranked = misconceptions.ranked
        if ranked.isEmpty {
            lines.append(t("grade.misconceptions.none"))
        } else {
            lines.append(t("grade.misconceptions.header"))
            for entry in ranked {
                let exercise = kit.exercise(id: entry.exerciseID)?.title(presenter.language) ?? ""
                lines.append(
                    "| \(t("grade.misconceptions.share", ["count": "\(entry.count)", "attempts": "\(entry.attempts)"])) | \(entry.exerciseID) \(cell(exercise)) | \(cell(explanation(entry.misconception))) "
                        + "| `\(cell(lessonSection(entry)))` |")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Markdown: what a failing verdict's result cell adds when its misconception was recognised.
    func misconceptionNote(_ verdict: Verdict, cell: (String) -> String) -> String {
        guard let misconception = verdict.misconception else { return "" }
        return "<br>" + cell(t("grade.misconception.cell", ["explanation": explanation(misconception)]))
    }

    /// JSON: the misconception a test's verdict was recognised as, and how many checkouts of the class showed it.
    func misconceptionResult(_ verdict: Verdict, in classMisconceptions: ClassMisconceptions)
        -> ExercismResults.RecognisedMisconception?
    {
        guard let misconception = verdict.misconception else { return nil }
        return ExercismResults.RecognisedMisconception(
            wrong_answer: misconception.wrongAnswer, explanation: explanation(misconception),
            lesson: verdict.lessonPath + (misconception.lessonAnchor ?? ""),
            class_count: classMisconceptions.count(of: verdict))
    }

    /// JUnit: a suite without tests whose properties count the checkouts per misconception, most common first.
    func misconceptionSuite(escape: (String) -> String) -> String? {
        let ranked = misconceptions.ranked
        guard !ranked.isEmpty else { return nil }
        let properties = ranked.map { entry in
            "      <property name=\"\(escape("\(entry.exerciseID) \(entry.misconception.wrongAnswer)"))\" "
                + "value=\"\(entry.count) of \(entry.attempts)\"/>"
        }
        return "  <testsuite name=\"\(escape(t("grade.misconceptions.title")))\" tests=\"0\" failures=\"0\" "
            + "errors=\"0\" time=\"0.000\">\n    <properties>\n" + properties.joined(separator: "\n")
            + "\n    </properties>\n  </testsuite>"
    }
}
