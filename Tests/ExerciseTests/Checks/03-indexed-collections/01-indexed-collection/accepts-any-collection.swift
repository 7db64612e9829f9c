// check: compiles
// `indexed()` works on any collection (an array, a slice, a string, a set, a lazy map) and returns an
// `IndexedCollection<Base>` whose indices are the base's indices and whose elements are labelled pairs
// `(index: Base.Index, element: Base.Element)`; a for-in loop can take each pair apart.
@testable import Exercise03_1

struct Book {
    let id: Int
    var title: String
}

func sameType<T>(_: T.Type, _: T.Type) {}

func useIndexed(_ books: [Book]) {
    let indexedBooks: IndexedCollection<[Book]> = books.indexed()
    sameType(IndexedCollection<[Book]>.Element.self, (index: Int, element: Book).self)
    sameType(IndexedCollection<[Book]>.Index.self, Int.self)
    sameType(IndexedCollection<String>.Element.self, (index: String.Index, element: Character).self)

    let first: (index: Int, element: Book)? = indexedBooks.first
    let positions: [Int] = books[1...].indexed().map(\.index)
    let titles: [String] = books.indexed().map(\.element.title)
    let letters: [(index: String.Index, element: Character)] = Array("swift".indexed())
    let tags = Set(["new", "used"]).indexed()
    let doubled = (1...3).lazy.map { $0 * 2 }.indexed()

    for (index, book) in books.indexed() {
        print(index + 1, book.title)
    }

    _ = (first, positions, titles, letters, tags.count, doubled.first)
}
