// check: rejects
// Every cell of a row is a view: the pack's constraint applies to each of its types, so a number among the cells
// is refused where the row is made, with the cell's type named.
import MiniUI

@testable import Exercise06_4

@MainActor
func makeBadRow() {
    _ = BoardRow(Text("4"), 3)  // expected-error {{requires that 'Int' conform to 'View'}}
}
