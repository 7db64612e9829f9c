// check: runs
// Inserting a step at the top renumbers every row, and each step keeps its id: the id follows the step,
// the number follows the position. (Identified by position, the row with id 0 would silently become
// another step, and any state it held would move to that step.)
import MiniUI

@testable import Exercise03_3

struct Kitchen: View {
    @State private var steps = [Step(id: 31, instruction: "Rinse the rice"), Step(id: 32, instruction: "Simmer")]

    var body: some View {
        VStack {
            Button("Soak first") { steps.insert(Step(id: 30, instruction: "Soak for an hour"), at: 0) }
            RecipeCard(steps: steps)
        }
    }
}

let host = ViewHost(Kitchen())
host.tap("Soak first")
print(host.screen)

/* expected output:
VStack
  Button("Soak first")
  List [style: .automatic, minRowHeight: 44]
    ForEach
      row id: 30 [separator: .automatic, insets: .automatic]
        Text("Step 1: Soak for an hour")
      row id: 31 [separator: .automatic, insets: .automatic]
        Text("Step 2: Rinse the rice")
      row id: 32 [separator: .automatic, insets: .automatic]
        Text("Step 3: Simmer")
*/
