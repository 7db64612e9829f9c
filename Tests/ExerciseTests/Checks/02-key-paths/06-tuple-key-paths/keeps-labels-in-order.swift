// check: compiles
// `rows` builds each row with its labels in the order its type says, `(index:, element:)`. A tuple built
// as `(element:, index:)` still converts, but that implicit reordering is deprecated and will be an error
// in a future language mode: the compiler's warning about it in your code fails this check.
// fails-on-warning: implicit reordering of tuple elements
@testable import Exercise02_6

func useRowsInOrder() {
    let ordered: [(index: Int, element: String)] = rows(["kiwi", "fig"])
    _ = ordered
}
