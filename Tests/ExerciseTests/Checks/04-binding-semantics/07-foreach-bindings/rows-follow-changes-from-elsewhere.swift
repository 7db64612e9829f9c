// check: runs
// A row reads its chore through its binding, so a change made by someone else (here a button that
// switches a chore directly in the array, the article's "SWITCH") shows in the row at once.
import MiniUI

@testable import Exercise04_7

struct Panel: View {
    @State private var chores = [Chore(name: "Dishes", isDone: false), Chore(name: "Plants", isDone: false)]

    var body: some View {
        ForEach($chores) { $chore in
            ChoreRow(chore: $chore)
        }
        Button("Tick Plants") { chores[1].isDone.toggle() }
    }
}

let host = ViewHost(Panel())
host.tap("Tick Plants")
print(host.screen)
host.toggle("Plants")
host.toggle("Dishes")
print(host.screen)

/* expected output:
ForEach
  row id: "Dishes"
    Toggle("Dishes", isOn: false)
    Button("Pin Dishes")
  row id: "Plants"
    Toggle("Plants", isOn: true)
    Button("Pin Plants")
Button("Tick Plants")
ForEach
  row id: "Dishes"
    Toggle("Dishes", isOn: true)
    Button("Pin Dishes")
  row id: "Plants"
    Toggle("Plants", isOn: false)
    Button("Pin Plants")
Button("Tick Plants")
*/
