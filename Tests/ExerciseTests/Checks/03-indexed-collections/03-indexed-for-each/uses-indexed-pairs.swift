// check: runs
// The rows come from the steps paired with their indices by this module's `indexed()`: the ForEach that
// `body` builds is over an IndexedCollection of the steps, not over a copy of them in an Array (of
// offsets from `enumerated()`, or of indices). The pairs carry the array's own indices, which step 5 needs
// when the data is a slice.
import MiniUI

@testable import Exercise03_3

/// The type of the `data` of every ForEach found in `value`, looking through the stored properties of the
/// views (and modifiers) it is made of.
func forEachDataTypes(in value: Any, depth: Int = 0) -> [String] {
    guard depth < 40 else { return [] }
    let mirror = Mirror(reflecting: value)
    if String(describing: type(of: value)).hasPrefix("ForEach<") {
        return mirror.children.filter { $0.label == "data" }.map { String(describing: type(of: $0.value)) }
    }
    return mirror.children.flatMap { forEachDataTypes(in: $0.value, depth: depth + 1) }
}

let card = RecipeCard(steps: [Step(id: 31, instruction: "Rinse the rice"), Step(id: 32, instruction: "Rest")])
let found = forEachDataTypes(in: card.body)
print("ForEach over", found.isEmpty ? "nothing found" : found.joined(separator: ", "))

/* expected output:
ForEach over IndexedCollection<Array<Step>>
*/
