// check: runs, preview
// A shelf keeps its items in the order their ids first arrived; putting an item whose id is already
// there replaces the old one in place, as an identity should; lookups by id find the latest item.
@testable import Exercise00_1

var books = shelf(of: [
    Book(id: 3, title: "Generics"),
    Book(id: 1, title: "Protocols"),
])
books.put(Book(id: 2, title: "Opaque types"))
books.put(Book(id: 3, title: "Generics, second edition"))

print(type(of: books))
for book in books.items {
    print(book.id, book.title)
}
print("id 3:", books[id: 3]?.title ?? "none")
print("id 9:", books[id: 9]?.title ?? "none")

/* expected output:
Shelf<Book>
3 Generics, second edition
1 Protocols
2 Opaque types
id 3: Generics, second edition
id 9: none
*/
