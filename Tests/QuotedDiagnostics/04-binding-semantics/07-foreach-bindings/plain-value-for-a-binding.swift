// 04.7's lesson: a row that takes a binding, handed a plain value.
import MiniUI

struct Ingredient: Identifiable {
    let id: Int
    let name: String
    var isInStock: Bool
}

struct IngredientRow: View {
    @Binding var ingredient: Ingredient
    var body: some View { Toggle(ingredient.name, isOn: $ingredient.isInStock) }
}

@MainActor
func rows(_ ingredients: [Ingredient]) {
    for ingredient in ingredients {
        // expected-error@+1 {{cannot convert value of type 'Ingredient' to expected argument type 'Binding<Ingredient>'}}
        _ = IngredientRow(ingredient: ingredient)
    }
}
