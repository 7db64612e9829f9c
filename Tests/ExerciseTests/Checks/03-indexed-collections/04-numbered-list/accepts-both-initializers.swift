// check: compiles
// NumberedList takes Identifiable elements without an id, or any elements with an id key path: an
// array, a slice, a range. Its content closure is a view builder, so an `if` works inside it.
import MiniUI

@testable import Exercise03_4

struct Book: Identifiable {
    let id: Int
    var title: String
    var isSoldOut = false
}

@MainActor
func lists(_ books: [Book], _ strings: [String]) -> some View {
    HStack(alignment: .top) {
        NumberedList(books) { book in
            Text(book.title)
        }
        NumberedList(strings, id: \.self) { string in
            Text(string)
        }
        NumberedList(books[1...], id: \.title) { book in
            if !book.isSoldOut {
                Text(book.title)
            }
        }
        NumberedList(0..<3, id: \.self) { number in
            Text("Chapter \(number)")
        }
    }
}
