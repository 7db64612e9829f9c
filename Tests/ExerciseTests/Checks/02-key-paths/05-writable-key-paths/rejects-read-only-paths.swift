// check: rejects
// Read-only paths cannot be written through: a `let` (`id`, `born`, `owner`) and a get-only computed
// property (`summary`) give plain KeyPaths. `assign` refuses a struct, whose copy would take the write
// and be thrown away.
@testable import Exercise02_5

func writeWhatCannotBeWritten(_ book: Book, _ list: ReadingList) {
    _ = updating(book, \.id, to: 2)  // expected-error {{to expected argument type 'WritableKeyPath<Book, Int>'}}
    // expected-error@+1 {{to expected argument type 'WritableKeyPath<Book, String>'}}
    _ = updating(book, \.summary, to: "")
    // expected-error@+1 {{to expected argument type 'WritableKeyPath<Book, Int>'}}
    _ = updating(book, \.author.born, to: 1990)

    // expected-error@+1 {{to expected argument type 'ReferenceWritableKeyPath<ReadingList, String>'}}
    assign("Kai", to: \.owner, on: list)
    // expected-error@+2 {{requires that 'Book' be a class type}}
    // expected-error@+1 {{to expected argument type 'ReferenceWritableKeyPath<Book, String>'}}
    assign("Lost", to: \.title, on: book)
}
