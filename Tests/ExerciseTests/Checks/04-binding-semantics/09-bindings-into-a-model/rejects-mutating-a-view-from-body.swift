// check: rejects
// `addOne()` changes the entry it is called on. A view's stored properties are constants inside `body` (it is
// a getter of a value), so a view that keeps an entry of its own cannot call it there. And a row edits an
// entry that lives in the list, so it takes a binding: a plain Entry is refused.
import MiniUI

@testable import Exercise04_9

struct OwnCopy: View {
    var entry: Entry

    var body: some View {
        // expected-error@+1 {{cannot use mutating member on immutable value: 'self' is immutable}}
        Button("One more") { entry.addOne() }
    }
}

@MainActor
func makeRow() {
    let entry = Entry(id: 3, name: "Eggs", quantity: 6, isBought: false)
    // expected-error@+1 {{cannot convert value of type 'Entry' to expected argument type 'Binding<Entry>'}}
    _ = EntryRow(entry: entry)
}
