// check: runs, preview
// Each row reads "Step N: …", counted from 1, and is identified by its step's own id (31, 32, 33), not by
// its position.
// varies: the steps: how many, their ids and instructions
import MiniUI

@testable import Exercise03_3

let steps = Vary.value(
    "steps",
    [
        Step(id: 31, instruction: "Rinse the rice"),
        Step(id: 32, instruction: "Simmer for twelve minutes"),
        Step(id: 33, instruction: "Rest, covered"),
    ]
) { random in
    random.ints(count: random.int(in: 2...5), in: 40...90).map { id in
        Step(
            id: id,
            instruction: random.element(of: ["Chop the leeks", "Stir well", "Add the stock", "Season", "Serve hot"]))
    }
}
print(ViewHost(RecipeCard(steps: steps)).screen)

/* expected output:
List [style: .automatic, minRowHeight: 44]
  ForEach
    row id: 31 [separator: .automatic, insets: .automatic]
      Text("Step 1: Rinse the rice")
    row id: 32 [separator: .automatic, insets: .automatic]
      Text("Step 2: Simmer for twelve minutes")
    row id: 33 [separator: .automatic, insets: .automatic]
      Text("Step 3: Rest, covered")
*/
