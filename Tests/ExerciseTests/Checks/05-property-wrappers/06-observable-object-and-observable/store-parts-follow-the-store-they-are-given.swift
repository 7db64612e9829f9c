// check: runs
// behaviour-in: StationsStore.swift
// StoreHeader and StoreList read a store made elsewhere and handed in; they do not own it. Hand them another store
// and they show that one at once. (A view that kept the store it is handed in its own `@State` would keep the first
// store for as long as it is on screen, and go on showing it.)
import MiniUI

@testable import Exercise05_6

let morning = StationsStore()
let evening = StationsStore()
await evening.load()
evening.selection = 2

struct Switcher: View {
    @State private var showsEvening = false

    var body: some View {
        Button(showsEvening ? "Show morning" : "Show evening") { showsEvening.toggle() }
        StoreHeader(store: showsEvening ? evening : morning)
        StoreList(store: showsEvening ? evening : morning)
    }
}

let host = ViewHost(Switcher())
print("the morning store:", host.texts)
host.tap("Show evening")
print("the evening store:", host.texts)
host.tap("Show morning")
print("the morning store again:", host.texts)

/* expected output:
the morning store: ["Show evening", "No selection", "Loading…"]
the evening store: ["Show morning", "Selected: Harbor", "Elm Park", "Harbor"]
the morning store again: ["Show evening", "No selection", "Loading…"]
*/
