// check: rejects
// With `ID == Item.ID` in place, a mistake is caught where the list is made: books whose ids are Ints
// cannot make a list whose ids are Strings, and items that are not Identifiable need a key path.
import MiniUI

@testable import Exercise01_3

struct Book: Identifiable {
    let id: Int
    let title: String
}

struct Note {
    let text: String
}

@MainActor
func misuse(books: [Book], notes: [Note]) {
    // expected-error@+1 {{requires the types 'String' and 'Int' be equivalent}}
    let byName: PlainList<Book, String, Text> = PlainList(books) { (book: Book) in
        Text(book.title)
    }
    // expected-error@+1 {{requires that 'Note' conform to 'Identifiable'}}
    let unidentified = PlainList(notes) { (note: Note) in
        Text(note.text)
    }
    _ = (byName, unidentified)
}
