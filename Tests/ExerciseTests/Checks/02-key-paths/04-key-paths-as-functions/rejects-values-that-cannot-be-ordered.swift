// check: rejects
// `sorted(by:)` needs a value it can order: an `Author` is not Comparable, so sorting by it is refused at
// compile time instead of being sorted by some accident of its description.
@testable import Exercise02_4

func sortByAuthor(_ books: [Book]) {
    _ = books.sorted(by: \.author)  // expected-error {{requires that 'Author' conform to 'Comparable'}}
}
