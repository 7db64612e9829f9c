// check: compiles
// A row takes a binding to an entry, wherever the entry lives: in an @Observable model (through @Bindable,
// as a property or as a local in `body`), in an ObservableObject (through @ObservedObject or @StateObject,
// whose `$` also gives bindings to its properties), or in a constant for a preview. And `addOne()` can be
// called on any entry that is a variable.
import MiniUI

@testable import Exercise04_9

final class Basket: ObservableObject {
    @Published var entries: [Entry] = []
}

struct FromObservable: View {
    let list: ShoppingList

    var body: some View {
        @Bindable var list = list
        ForEach($list.entries) { $entry in
            EntryRow(entry: $entry)
        }
        ShoppingScreen(list: list)
    }
}

struct FromObservedObject: View {
    @ObservedObject var basket: Basket

    var body: some View {
        ForEach($basket.entries) { $entry in
            EntryRow(entry: $entry)
        }
    }
}

struct FromStateObject: View {
    @StateObject private var basket = Basket()

    var body: some View {
        List($basket.entries) { $entry in
            EntryRow(entry: $entry)
        }
        EntryRow(entry: .constant(Entry(id: 0, name: "Preview", quantity: 1, isBought: false)))
    }
}

@MainActor
func restock(_ list: ShoppingList) {
    var milk = Entry(id: 9, name: "Milk", quantity: 1, isBought: false)
    milk.addOne()
    list.entries.append(milk)
    list.entries[0].addOne()
}
