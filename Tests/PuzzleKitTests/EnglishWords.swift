import Foundation

@testable import PuzzleKit
@testable import PuzzlesCLI

// The English words of PuzzleKit's facts, so that tests can say what a learner reads.
let english = Presenter(language: .en)

extension Verdict {
    var summary: String { english.summary(self) }
    var details: String { english.evidence(evidence) }
    var nextStep: String { english.nextStep(next) }
    func render() -> String { english.verdict(self) }
}

extension CheckResult {
    var summary: String { english.capitalized(english.checkSummary(self)) }
    var details: String { english.checkDetails(self) }
}

extension ConsistencyReport {
    func render() -> String { english.consistency(self) }
}

extension ConsistencyProblem {
    var message: String { english.finding(finding) }
    var description: String { english.consistencyLine(self) }
}

extension KitError {
    var description: String { english.kitError(self) }
}

extension ProgressWarning {
    var description: String { english.progressWarning(self) }
    func contains(_ text: String) -> Bool { description.contains(text) }
}
