// check: compiles
// With a reference type, a binding made by hand over a `ForEach` element compiles: its setter assigns to a
// property of the `let` element, and so does plain code holding a `let` to an object. The objects are made
// with `init(id:label:isPacked:)` and identified by their `id`, an Int.
import MiniUI

@testable import Exercise04_4

struct Suitcase: View {
    let contents: [GearObject]

    var body: some View {
        ForEach(contents) { piece in
            Toggle(isOn: Binding(get: { piece.isPacked }, set: { piece.isPacked = $0 })) {
                Text(piece.label)
            }
        }
        PackingRows(gear: contents)
    }
}

@MainActor
func packEverything(_ gear: [GearObject]) -> [Int] {
    for piece in gear {
        piece.isPacked = true
    }
    let tent = GearObject(id: 7, label: "Tent", isPacked: false)
    tent.isPacked.toggle()
    let ids: [Int] = gear.map(\.id) + [tent.id]
    return ids
}
