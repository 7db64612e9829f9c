// check: runs
// An empty array gives no rows: `rows(_:)` takes an array of any length, an empty guest list included.
@testable import Exercise02_6

let nobody: [Guest] = []
print(rows(nobody).count, rows([String]()).map(\.index))

/* expected output:
0 []
*/
