// 04.7's lesson: iterating the binding but naming the parameter without its `$`.
import MiniUI

struct Ingredient: Identifiable {
    let id: Int
    let name: String  // expected-note {{change 'let' to 'var' to make it mutable}}
    var isInStock: Bool
}

struct Pantry: View {
    @State private var ingredients = [Ingredient(id: 1, name: "Salt", isInStock: true)]
    var body: some View {
        ForEach($ingredients) { ingredient in
            // expected-error@+2 {{initializer 'init(_:isOn:)' requires that 'Binding<String>' conform to 'StringProtocol'}}
            // expected-error@+1 {{cannot assign to property: 'name' is a 'let' constant}}
            Toggle(ingredient.name, isOn: ingredient.isInStock)
        }
    }
}
