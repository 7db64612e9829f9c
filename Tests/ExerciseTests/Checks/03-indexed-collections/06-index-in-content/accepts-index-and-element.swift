// check: compiles
// Both initializers hand the content closure an Int index and the element, for arrays, slices, reversed
// views and ranges; the closure is a view builder, so it may hold several views and an `if`.
import MiniUI

@testable import Exercise03_6

struct Book: Identifiable {
    let id: Int
    var title: String
}

@MainActor
func lists(_ books: [Book], _ strings: [String]) -> some View {
    let newestFirst: ReversedCollection<[Book]> = books.reversed()
    return VStack {
        NumberedList(books) { index, book in
            HStack {
                Text("\(index + 1).")
                Text(book.title)
            }
        }
        NumberedList(strings, id: \.self) { index, string in
            Text("\(index + 1). \(string)")
        }
        NumberedList(books[2...]) { index, book in
            if index == 0 {
                Text("Top pick")
            }
            Text(book.title)
        }
        NumberedList(newestFirst) { index, book in
            let position: Int = index
            Text("#\(position + 1) \(book.title)")
        }
        NumberedList(10..<13, id: \.self) { index, chapter in
            Text("\(index + 1). Chapter \(chapter)")
        }
    }
}
