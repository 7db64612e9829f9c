// check: runs, preview
// `compose(f, g)` applies `f` first, then `g`; the three-function version keeps that order.
@testable import Exercise02_2

let book = Book(title: "Type Puzzles", author: Author(name: "Aiko Mori"))

let authorName = compose(author(of:), name(of:))
print(authorName(book))

let addOneThenTimesTen = compose({ (n: Int) in n + 1 }, { $0 * 10 })
print(addOneThenTimesTen(2))

let steps = compose({ (s: String) in s + "a" }, { $0 + "b" }, { $0 + "c" })
print(steps(">"))

let initials = compose(author(of:), name(of:), { $0.split(separator: " ").map { $0.prefix(1) }.joined() })
print(initials(book))

/* expected output:
Aiko Mori
30
>abc
AM
*/
