// check: compiles
// `updating` writes through any writable path, literal or stored, into a struct, a nested struct, a tuple
// or an Int; `assign` writes through a path into a class instance, including into a struct it holds.
@testable import Exercise02_5

func useSetters(_ book: Book, _ list: ReadingList) {
    let renamed: Book = updating(book, \.title, to: "Second Edition")
    let newAuthor = updating(book, \.author.name, to: "A. Mori")
    let titlePath: WritableKeyPath<Book, String> = \.title
    let again = updating(renamed, titlePath, to: "Third Edition")
    let point = updating((x: 1, y: 2), \.y, to: 5)
    let five = updating(4, \.self, to: 5)

    assign("Summer", to: \.name, on: list)
    assign("Type Puzzles, 2nd ed.", to: \.featured.title, on: list)
    let featuredTitle: ReferenceWritableKeyPath<ReadingList, String> = \.featured.title
    assign("Type Puzzles", to: featuredTitle, on: list)

    _ = (newAuthor, again, point, five)
}
