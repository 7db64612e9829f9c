// The picture of this lesson (example.png): the pantry list of its example, before and after flour's switch
// is turned on. `swift run puzzles dev pictures 04.7` draws it again.
import MiniUI

struct Ingredient: Identifiable {
    let id: Int
    let name: String
    var isInStock: Bool
}

// shown: begin
struct PantryList: View {
    @State private var ingredients: [Ingredient]
    var body: some View {
        List($ingredients) { $ingredient in
            Toggle(ingredient.name, isOn: $ingredient.isInStock)
        }
    }
}
// shown: end

extension PantryList {
    init(starting ingredients: [Ingredient]) { _ingredients = State(initialValue: ingredients) }
}

let host = ViewHost(
    PantryList(starting: [
        Ingredient(id: 1, name: "Flour", isInStock: false),
        Ingredient(id: 2, name: "Oats", isInStock: true),
        Ingredient(id: 3, name: "Honey", isInStock: false),
    ]))
host.toggle("Flour")
