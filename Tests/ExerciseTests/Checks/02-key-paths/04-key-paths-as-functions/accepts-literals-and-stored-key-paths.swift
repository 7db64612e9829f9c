// check: compiles
// `sorted(by:)` takes a key path literal or a stored key path to any Comparable value, on any sequence
// (an array, a slice, a range, a lazy map), and returns an array; `getter` turns a stored key path into
// a function that `map` accepts.
@testable import Exercise02_4

func useKeyPaths(_ books: [Book]) {
    let byTitle: [Book] = books.sorted(by: \.title)
    let byYear: [Book] = books.sorted(by: \.year)
    let newest = books[1...].sorted(by: \.year).last
    let byAuthor = books.sorted(by: \.author.name)
    let shortWords = ["kiwi", "fig", "banana"].sorted(by: \.count)
    let numbers = (1...5).sorted(by: \.self)
    let lengths = books.lazy.map(\.title).sorted(by: \.count)

    let pagesPath: KeyPath<Book, Int> = \.pages
    let byPages: [Book] = books.sorted(by: pagesPath)
    let readTitle: (Book) -> String = getter(\.title)
    let allPages: [Int] = books.map(getter(pagesPath))
    let titles: [String] = books.map(\.title)

    _ = (byTitle, byYear, newest, byAuthor, shortWords, numbers, lengths, byPages, readTitle, allPages, titles)
}
