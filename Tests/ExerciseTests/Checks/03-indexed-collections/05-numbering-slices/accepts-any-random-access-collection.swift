// check: compiles
// NumberedList numbers any random-access collection, including those whose indices are not Ints: a
// reversed view of an array (newest first, without copying it), a reversed slice, as well as arrays,
// slices, lazy maps and ranges.
import MiniUI

@testable import Exercise03_5

struct Book: Identifiable {
    let id: Int
    var title: String
}

@MainActor
func lists(_ books: [Book]) -> some View {
    // Typed on purpose: with no type, `books.reversed()` may pick the overload that copies into an Array.
    let newestFirst: ReversedCollection<[Book]> = books.reversed()
    let olderOnes: ReversedCollection<ArraySlice<Book>> = books[1...].reversed()
    return VStack {
        NumberedList(books) { Text($0.title) }
        NumberedList(books[2...]) { Text($0.title) }
        NumberedList(newestFirst) { Text($0.title) }
        NumberedList(olderOnes) { Text($0.title) }
        NumberedList(books.lazy.map(\.title), id: \.self) { Text($0) }
        NumberedList(10..<13, id: \.self) { Text("Chapter \($0)") }
    }
}
