// check: rejects
// With `ID == Item.ID` in place, a mistake is caught where the list is made: recipes whose ids are Ints
// cannot make a list whose ids are Strings, and items that are not Identifiable need a key path.
import MiniUI

@testable import Exercise01_3

struct Recipe: Identifiable {
    let id: Int
    let dish: String
}

struct Note {
    let text: String
}

@MainActor
func misuse(recipes: [Recipe], notes: [Note]) {
    // expected-error@+1 {{requires the types 'String' and 'Int' be equivalent}}
    let byName: PlainList<Recipe, String, Text> = PlainList(recipes) { (recipe: Recipe) in
        Text(recipe.dish)
    }
    // expected-error@+1 {{requires that 'Note' conform to 'Identifiable'}}
    let unidentified = PlainList(notes) { (note: Note) in
        Text(note.text)
    }
    _ = (byName, unidentified)
}
