// check: runs
// The rows come from the steps paired with their indices by this module's `indexed()`: the ForEach that
// `body` builds is over an IndexedCollection of the steps, not over a copy of them in an Array (of
// offsets from `enumerated()`, or of indices). The pairs carry the array's own indices, which step 5 needs
// when the data is a slice.
import MiniUI

@testable import Exercise03_3

let card = RecipeCard(steps: [Step(id: 31, instruction: "Rinse the rice"), Step(id: 32, instruction: "Rest")])
let found = ViewHost.forEachDataTypes(in: card.body)
print("ForEach over", found.isEmpty ? "nothing found" : found.joined(separator: ", "))

/* expected output:
ForEach over IndexedCollection<Array<Step>>
*/
