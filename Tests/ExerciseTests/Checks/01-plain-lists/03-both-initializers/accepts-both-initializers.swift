// check: compiles
// PlainList has both of ForEach's initializers. Identifiable items need no key path, and the list's id type
// is then the items' own (`PlainList<Recipe, Int, Text>`, `PlainList<Alarm, String, Text>`), whether or not the
// items are Hashable. Any item still takes a key path: strings by `\.self`, recipes by another property.
import MiniUI

@testable import Exercise01_3

struct Recipe: Identifiable {
    let id: Int
    let dish: String
    var isVegetarian = false
}

/// Its id is a String; the alarm itself holds a closure, so it is not Hashable.
struct Alarm: Identifiable {
    let id: String
    let dish: String
    let play: () -> Void
}

@MainActor
func usePlainLists(recipes: [Recipe], alarms: [Alarm]) {
    let menu: PlainList<Recipe, Int, Text> = PlainList(recipes) { recipe in
        Text(recipe.dish)
    }
    let available = PlainList(recipes) { recipe in
        if !recipe.isVegetarian {
            Text(recipe.dish)
        }
    }
    let alarmList: PlainList<Alarm, String, Text> = PlainList(alarms) { alarm in
        Text(alarm.dish)
    }
    let names: PlainList<String, String, Text> = PlainList(["north", "east"], id: \.self) { name in
        Text(name)
    }
    let byDish: PlainList<Recipe, String, Text> = PlainList(recipes, id: \.dish) { recipe in
        Text(recipe.dish)
    }
    _ = (menu, available, alarmList, names, byDish)
}
