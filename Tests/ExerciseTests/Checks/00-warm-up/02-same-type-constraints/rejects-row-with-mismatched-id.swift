// check: rejects
// `Row(item)` exists only for Identifiable items, and only with the item's own id type: a row of books
// (whose ids are Ints) cannot claim String ids, and an item with no id needs `Row(_:id:)`.
@testable import Exercise00_2

struct Book: Identifiable {
    let id: Int
    let title: String
}

struct Note {
    let text: String
}

func misuseRows() {
    let book = Book(id: 7, title: "Generics")
    // expected-error@+1 {{requires the types 'String' and 'Int' be equivalent}}
    let wrongID: Row<Book, String> = Row(book)
    let noID = Row(Note(text: "hello"))  // expected-error {{requires that 'Note' conform to 'Identifiable'}}
    _ = (wrongID, noID)
}
