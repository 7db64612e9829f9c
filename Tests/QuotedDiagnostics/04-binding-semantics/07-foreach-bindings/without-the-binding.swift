// 04.7's lesson: the `$` name without iterating the binding.
import MiniUI

struct Ingredient: Identifiable {
    let id: Int
    let name: String
    var isInStock: Bool
}

struct Pantry: View {
    @State private var ingredients = [Ingredient(id: 1, name: "Salt", isInStock: true)]
    var body: some View {
        ForEach(ingredients) { ingredient in
            // expected-error@+1 {{cannot find '$ingredient' in scope}}
            Toggle(ingredient.name, isOn: $ingredient.isInStock)
        }
    }
}
