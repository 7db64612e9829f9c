// check: runs
// A row's switch moves when it is flipped, and the list's summary follows: the row writes into the chore in the
// list. The switch is read before the summary, so a switch that never moves (a binding that drops every write) is
// told apart from one that moves a copy of its own while the list stays as it was.
import MiniUI

@testable import Exercise04_7

let host = ViewHost(ChoreList(chores: [Chore(name: "Windows", isDone: false)]))
host.toggle("Windows")
print("the switch after a flip:", host.isOn("Windows") ? "on" : "off")
print("the summary after a flip:", host.texts.first ?? "nothing")

/* expected output:
the switch after a flip: on
the summary after a flip: Done: Windows
*/
