// check: runs
// behaviour-in: ShoppingScreen.swift
// The screen shows the list it is given now: when its parent hands it another list, it shows and edits that
// one. (A screen that kept the first list in its own `@State` would go on showing it.)
import MiniUI

@testable import Exercise04_9

struct ListSwitcher: View {
    let lists: [ShoppingList]
    @State private var index = 0

    var body: some View {
        ShoppingScreen(list: lists[index])
        Button("Next list") { index = (index + 1) % lists.count }
    }
}

let weekday = ShoppingList(entries: [Entry(id: 1, name: "Oats", quantity: 1, isBought: false)])
let weekend = ShoppingList(entries: [Entry(id: 2, name: "Pears", quantity: 4, isBought: false)])
let host = ViewHost(ListSwitcher(lists: [weekday, weekend]))
print(host.texts)
host.tap("Next list")
print(host.texts)
print("the weekend list on screen shows:", host.texts.contains("4 × Pears"))
print("the weekday list still on screen:", host.texts.contains("1 × Oats"))
if host.texts.contains("One more Pears") {
    host.tap("One more Pears")
}
func quantities(_ list: ShoppingList) -> [String] {
    list.entries.map { "\($0.quantity) \($0.name)" }
}
print("after one more Pears:", quantities(weekend), quantities(weekday))

/* expected output:
["0 of 1 bought", "Oats", "1 × Oats", "One more Oats", "Next list"]
["0 of 1 bought", "Pears", "4 × Pears", "One more Pears", "Next list"]
the weekend list on screen shows: true
the weekday list still on screen: false
after one more Pears: ["5 Pears"] ["1 Oats"]
*/
