// check: runs
// behaviour-in: StationsModel.swift
// ModelHeader and ModelList observe a model made elsewhere and handed in; they do not own it. Hand them another
// model and they show that one at once. (An owner, `@StateObject`, keeps the first model it was given for as long
// as the view is on screen, and would go on showing it.)
// varies: the station each model has selected (by id, perhaps one the stations do not have, or none)
import MiniUI

@testable import Exercise05_6

let morningSelection = Vary.value("morning's selection", Int?.none) { random in random.element(of: [1, 2, 6]) }
let eveningSelection = Vary.value("evening's selection", Int?.some(2)) { random in random.element(of: [nil, 1, 7]) }

let morning = StationsModel()
morning.selection = morningSelection
let evening = StationsModel()
await evening.load()
evening.selection = eveningSelection

struct Switcher: View {
    @State private var showsEvening = false

    var body: some View {
        Button(showsEvening ? "Show morning" : "Show evening") { showsEvening.toggle() }
        ModelHeader(model: showsEvening ? evening : morning)
        ModelList(model: showsEvening ? evening : morning)
    }
}

let host = ViewHost(Switcher())
print("the morning model:", host.texts)
host.tap("Show evening")
print("the evening model:", host.texts)
host.tap("Show morning")
print("the morning model again:", host.texts)

/* expected output:
the morning model: ["Show evening", "No selection", "Loading…"]
the evening model: ["Show morning", "Selected: Harbor", "Elm Park", "Harbor"]
the morning model again: ["Show evening", "No selection", "Loading…"]
*/
