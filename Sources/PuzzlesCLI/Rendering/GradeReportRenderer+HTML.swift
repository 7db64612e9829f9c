import Foundation
import MiniUIPreview
import PuzzleKit

/// `grade --format html`: the class at a glance, in one self-contained page (no network, no file beside it): a grid
/// of learners by exercises, each exercise's pass rate, the misconceptions ranked by their share of attempts and
/// linked to their lesson sections, and each learner's first failure. Columns sort on a click; the page prints on
/// landscape paper without its controls.
extension GradeReportRenderer {
    /// How one learner did on one exercise, as a cell of the grid.
    enum CellState: String, CaseIterable {
        case passed, failed
        case notAttempted = "not-attempted"
        case refused, unchecked

        init(_ verdict: Verdict) {
            switch verdict.outcome {
            case .passed: self = .passed
            case .notAttempted: self = .notAttempted
            case .refused: self = .refused
            case .cannotCheck: self = .unchecked
            case .doesNotCompile, .checkFailed, .timedOut, .crashed, .printedTooMuch: self = .failed
            }
        }

        /// The mark shown in the cell (the legend says what each means).
        var mark: String {
            switch self {
            case .passed: "✔"
            case .failed: "✘"
            case .notAttempted: "·"
            case .refused: "⊘"
            case .unchecked: "?"
            }
        }

        /// Sorting order in a column: passed first, then failed, refused, unchecked, not attempted.
        var rank: Int {
            switch self {
            case .passed: 0
            case .failed: 1
            case .refused: 2
            case .unchecked: 3
            case .notAttempted: 4
            }
        }
    }

    func html() -> String {
        let exercises = kit.exercises
        let graded = checkouts.filter { $0.problem == nil }
        var page = "<!DOCTYPE html>\n<html lang=\"\(presenter.language.rawValue)\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>\(escapeHTML(t("grade.html.title")))</title>\n<style>\(Self.style)</style>\n</head>\n<body>\n"
        page += "<header><h1>\(escapeHTML(t("grade.html.title")))</h1>\n"
        page +=
            "<p class=\"summary\">\(escapeHTML(t("grade.html.summary", ["graded": "\(graded.count)", "exercises": "\(exercises.count)", "notGraded": "\(checkouts.count - graded.count)"])))</p>\n"
        page += "<p class=\"legend\">"
        page += CellState.allCases.map {
            "<span class=\"cell \($0.rawValue)\">\($0.mark)</span> \(escapeHTML(t("grade.html.state.\($0.rawValue)")))"
        }.joined(separator: " ")
        page += "</p></header>\n<main>\n"
        page += grid(exercises: exercises)
        page += misconceptionList()
        page += "</main>\n<script>\(Self.script)</script>\n</body>\n</html>\n"
        return page
    }

    /// The grid: one row per checkout, one column per exercise, the pass rates in the footer.
    func grid(exercises: [Exercise]) -> String {
        var html = "<section><h2>\(escapeHTML(t("grade.html.grid")))</h2>\n<div class=\"scroll\">\n"
        html += "<table class=\"grid sortable\">\n<thead><tr>"
        html += header(t("grade.column.checkout"), sort: "text", classes: "learner")
        html += header(t("grade.column.passed"), sort: "number")
        html += header(t("grade.column.points"), sort: "number")
        html += header(t("grade.html.firstFailure"), sort: "text", classes: "first")
        for exercise in exercises {
            html += header(
                exercise.id, sort: "number", classes: "exercise", title: exercise.title(presenter.language))
        }
        html += "</tr></thead>\n<tbody>\n"
        for checkout in checkouts {
            html += "<tr><th scope=\"row\" class=\"learner\">\(escapeHTML(checkout.path))</th>"
            if let problem = problemText(checkout) {
                html += "<td data-sort=\"-1\">–</td><td data-sort=\"-1\">–</td>"
                html += "<td class=\"problem\" colspan=\"\(exercises.count + 1)\">"
                // (the first-failure column and every exercise's)
                html += escapeHTML(t("grade.notGraded", ["reason": problem])) + "</td></tr>\n"
                continue
            }
            let score = score(checkout)
            html += "<td data-sort=\"\(score.passed)\">\(score.passed)/\(exercises.count)</td>"
            html += "<td data-sort=\"\(score.earned)\">\(score.earned)/\(score.possible)</td>"
            let first = checkout.firstFailure
            let firstText = first.map { "\($0.exerciseID) \($0.title): \(plainSummary($0))" } ?? ""
            html += "<td class=\"first\" data-sort=\"\(escapeHTML(first?.exerciseID ?? "~"))\" "
            html += "title=\"\(escapeHTML(firstText))\">\(escapeHTML(firstText))</td>"
            for exercise in exercises {
                guard let verdict = checkout.verdicts.first(where: { $0.exerciseID == exercise.id }) else {
                    html += "<td data-sort=\"9\"></td>"
                    continue
                }
                let state = CellState(verdict)
                let title = "\(exercise.id) \(exercise.title(presenter.language)): \(plainSummary(verdict))"
                html +=
                    "<td class=\"cell \(state.rawValue)\" data-sort=\"\(state.rank)\" title=\"\(escapeHTML(title))\">"
                html += "\(state.mark)</td>"
            }
            html += "</tr>\n"
        }
        html += "</tbody>\n<tfoot><tr><th scope=\"row\">\(escapeHTML(t("grade.html.passRate")))</th>"
        html += "<td></td><td></td><td></td>"
        for (exercise, attempted, passed) in attemptCounts() {
            let rate = attempted == 0 ? "–" : "\(Int((Double(passed) / Double(attempted) * 100).rounded()))%"
            let title = t("grade.html.passRate.title", ["passed": "\(passed)", "attempted": "\(attempted)"])
            html += "<td class=\"rate\" title=\"\(escapeHTML("\(exercise.id): \(title)"))\">\(rate)</td>"
        }
        html += "</tr></tfoot>\n</table>\n</div></section>\n"
        return html
    }

    /// The ranked misconceptions, each linked to the lesson section that addresses it.
    func misconceptionList() -> String {
        var html = "<section><h2>\(escapeHTML(t("grade.misconceptions.title")))</h2>\n"
        let ranked = misconceptions.ranked
        guard !ranked.isEmpty else {
            return html + "<p>\(escapeHTML(t("grade.misconceptions.none")))</p></section>\n"
        }
        html += "<table class=\"misconceptions sortable\">\n<thead><tr>"
        html += header(t("grade.html.share"), sort: "number")
        html += header(t("grade.html.exercise"), sort: "text")
        html += header(t("grade.html.misconception"), sort: "text")
        html += header(t("grade.html.learners"), sort: "text")
        html += "</tr></thead>\n<tbody>\n"
        for entry in ranked {
            let exercise = kit.exercise(id: entry.exerciseID)?.title(presenter.language) ?? ""
            let share = t("grade.misconceptions.share", ["count": "\(entry.count)", "attempts": "\(entry.attempts)"])
            let link = kit.url(entry.lessonPath).absoluteString + (entry.misconception.lessonAnchor ?? "")
            html += "<tr><td data-sort=\"\(String(format: "%.4f", entry.share))\">\(escapeHTML(share))</td>"
            html +=
                "<td data-sort=\"\(escapeHTML(entry.exerciseID))\">\(escapeHTML("\(entry.exerciseID) \(exercise)"))</td>"
            html += "<td>\(withCode(escapeHTML(explanation(entry.misconception)))) "
            html += "<a href=\"\(escapeHTML(link))\">\(escapeHTML(t("grade.html.lesson")))</a></td>"
            html += "<td>\(escapeHTML(entry.checkouts.joined(separator: ", ")))</td></tr>\n"
        }
        return html + "</tbody>\n</table></section>\n"
    }

    /// A sortable column's header: a button inside, so that the keyboard sorts too.
    func header(_ text: String, sort: String, classes: String = "", title: String? = nil) -> String {
        let titleAttribute = title.map { " title=\"\(escapeHTML($0))\"" } ?? ""
        return "<th scope=\"col\" class=\"\(classes)\" data-type=\"\(sort)\"\(titleAttribute)>"
            + "<button type=\"button\">\(escapeHTML(text))</button></th>"
    }

    /// Escaped text with its `code` spans set as code.
    func withCode(_ escaped: String) -> String {
        let parts = escaped.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts.count % 2 == 1 else { return escaped }
        return parts.enumerated().map { $0.offset % 2 == 1 ? "<code>\($0.element)</code>" : String($0.element) }
            .joined()
    }

    func plainSummary(_ verdict: Verdict) -> String { presenter.styled(.plain).summary(verdict) }

    static let style = """
        :root { --pass: #1a7f37; --fail: #cf222e; --none: #8c959f; --warn: #9a6700; --line: #d0d7de; }
        body { font: 14px/1.45 -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK JP", sans-serif; color: #1f2328;
          margin: 24px; background: #fff; }
        h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 8px; }
        .summary { margin: 0 0 6px; color: #59636e; } .legend { margin: 0; }
        .scroll { overflow-x: auto; }
        table { border-collapse: collapse; } th, td { border: 1px solid var(--line); padding: 4px 6px; }
        thead th { background: #f6f8fa; position: sticky; top: 0; }
        th button { font: inherit; font-weight: 600; background: none; border: 0; padding: 0; cursor: pointer; }
        th[aria-sort="ascending"] button::after { content: " ▲"; } th[aria-sort="descending"] button::after { content: " ▼"; }
        .grid td { text-align: center; } .grid th.exercise { font-size: 12px; }
        th.learner, .grid td.first { text-align: left; }
        .grid td.first { color: #59636e; font-size: 12px; max-width: 280px; white-space: nowrap; overflow: hidden;
          text-overflow: ellipsis; }
        code { font: 12px ui-monospace, "SF Mono", Menlo, monospace; background: #f6f8fa; padding: 0 2px; }
        .cell { font-weight: 700; } .cell.passed { color: var(--pass); background: #dafbe1; }
        .cell.failed { color: var(--fail); background: #ffebe9; } .cell.not-attempted { color: var(--none); }
        .cell.refused, .cell.unchecked { color: var(--warn); background: #fff8c5; }
        .legend .cell { display: inline-block; min-width: 18px; text-align: center; border: 1px solid var(--line); }
        td.problem { text-align: left; color: var(--warn); } tfoot td.rate { font-size: 12px; font-weight: 600; }
        .misconceptions td { vertical-align: top; } .misconceptions td:first-child { white-space: nowrap; }
        a { color: #0969da; }
        @media print {
          @page { size: landscape; margin: 12mm; }
          body { margin: 0; font-size: 11px; } .scroll { overflow: visible; } thead th { position: static; }
          .grid td.first { white-space: normal; max-width: 200px; }
          th button { cursor: default; } th button::after { content: "" !important; }
          tr { break-inside: avoid; } section { break-inside: auto; } a { color: inherit; text-decoration: none; }
          .cell.passed, .cell.failed, .cell.refused, .cell.unchecked { -webkit-print-color-adjust: exact;
            print-color-adjust: exact; }
        }
        """

    /// Sorts a table by a column when its header's button is pressed (again: the other way), by each cell's
    /// `data-sort` (else its text), numbers as numbers.
    static let script = """
        document.querySelectorAll('table.sortable').forEach(table => {
          table.querySelectorAll('thead th').forEach((th, column) => {
            th.querySelector('button').addEventListener('click', () => {
              const ascending = th.getAttribute('aria-sort') !== 'ascending';
              table.querySelectorAll('thead th').forEach(other => other.removeAttribute('aria-sort'));
              th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
              const numeric = th.dataset.type === 'number';
              const key = row => {
                const cell = row.children[column];
                const value = cell ? (cell.dataset.sort ?? cell.textContent) : '';
                return numeric ? parseFloat(value) || 0 : value.toLowerCase();
              };
              const body = table.tBodies[0];
              [...body.rows].sort((a, b) => {
                const x = key(a), y = key(b);
                return (x < y ? -1 : x > y ? 1 : 0) * (ascending ? 1 : -1);
              }).forEach(row => body.appendChild(row));
            });
          });
        });
        """
}
