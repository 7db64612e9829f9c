import Foundation
import PuzzleKit

extension Presenter {
    /// `dev check`'s measure: how many listed wrong answers have a verdict that names their own misconception.
    public func misconceptionTally(_ tally: MisconceptionTally) -> String {
        let percent = tally.listed == 0 ? 100 : tally.recognised * 100 / tally.listed
        return t(
            "devCheck.misconceptions",
            ["recognised": "\(tally.recognised)", "listed": "\(tally.listed)", "percent": "\(percent)"])
    }
}
