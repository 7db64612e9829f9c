// check: runs, preview
// Two numbered lists side by side: a race's finishers identified by their own ids (7 and 9), a grocery
// list's items by themselves. Each row is "N." then the caller's content.
// varies: the finishers (how many, their ids and names) and the groceries (how many, which, in which order)
import MiniUI

@testable import Exercise03_4

struct Finisher: Identifiable {
    let id: Int
    var name: String
}

let finishers = Vary.value(
    "finishers",
    [Finisher(id: 7, name: "Aiko"), Finisher(id: 9, name: "Bruno")],
    describe: { $0.map { "\($0.id) \($0.name)" }.joined(separator: ", ") },
    varied: { random in
        random.ints(count: random.int(in: 1...4), in: 1...99).map { id in
            Finisher(id: id, name: random.element(of: ["Dagny", "Emeka", "Farida", "Gustav", "Hana"]))
        }
    })
let groceries = Vary.value("groceries", ["Oat milk", "Rye bread"]) { random in
    let shelf = ["Leeks", "Lentils", "Goat cheese", "Plums", "Barley", "Walnuts"]
    return random.shuffled(random.sample(shelf, count: random.int(in: 1...4)))
}

let screen = HStack(alignment: .top) {
    NumberedList(finishers) { runner in
        Text(runner.name)
    }
    NumberedList(groceries, id: \.self) { item in
        Text(item)
    }
}
print(ViewHost(screen).screen)

/* expected output:
HStack(alignment: .top)
  List [style: .automatic, minRowHeight: 44]
    ForEach
      row id: 7 [separator: .automatic, insets: .automatic]
        HStack
          Text("1.")
          Text("Aiko")
      row id: 9 [separator: .automatic, insets: .automatic]
        HStack
          Text("2.")
          Text("Bruno")
  List [style: .automatic, minRowHeight: 44]
    ForEach
      row id: "Oat milk" [separator: .automatic, insets: .automatic]
        HStack
          Text("1.")
          Text("Oat milk")
      row id: "Rye bread" [separator: .automatic, insets: .automatic]
        HStack
          Text("2.")
          Text("Rye bread")
*/
