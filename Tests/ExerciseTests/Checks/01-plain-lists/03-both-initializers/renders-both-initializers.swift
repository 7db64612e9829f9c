// check: runs, preview
// `PlainList(recipes)` identifies each row by the recipe's `id`, exactly as `PlainList(recipes, id: \.id)` does;
// `PlainList(recipes, id: \.dish)` identifies the same recipes by their titles. Both lists are plain.
// (Recipe is Hashable here, so a list that used the whole recipe as its id would compile, and show it.)
// varies: the recipes: how many, their ids and dishes
import MiniUI

@testable import Exercise01_3

struct Recipe: Identifiable, Hashable {
    let id: Int
    let dish: String
}

let recipes = Vary.value("recipes", [Recipe(id: 1, dish: "Kyoto"), Recipe(id: 2, dish: "Lisbon")]) { random in
    let dishes = random.shuffled(["Ramen", "Paella", "Borscht", "Tagine", "Pho"])
    return zip(random.ints(count: random.int(in: 1...4), in: 3...60), dishes).map { Recipe(id: $0, dish: $1) }
}

print(ViewHost(PlainList(recipes) { Text($0.dish) }).screen)
print(ViewHost(PlainList(recipes, id: \.dish) { Text($0.dish) }).screen)

/* expected output:
List [style: .plain, minRowHeight: 0]
  ForEach
    row id: 1 [separator: .hidden, insets: EdgeInsets()]
      Text("Kyoto")
    row id: 2 [separator: .hidden, insets: EdgeInsets()]
      Text("Lisbon")
List [style: .plain, minRowHeight: 0]
  ForEach
    row id: "Kyoto" [separator: .hidden, insets: EdgeInsets()]
      Text("Kyoto")
    row id: "Lisbon" [separator: .hidden, insets: EdgeInsets()]
      Text("Lisbon")
*/
