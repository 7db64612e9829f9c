// check: compiles
// ForEach and List accept an indexed array, slice or range, and ForEach's closure can take each pair
// apart. An indexed string is bidirectional (it has `last` and `reversed()`) even though it is not
// random-access.
import MiniUI

@testable import Exercise03_2

struct Book: Identifiable {
    let id: Int
    var title: String
}

@MainActor
func rows(_ books: [Book]) -> some View {
    List {
        ForEach(books.indexed(), id: \.element.id) { index, book in
            Text("\(index + 1). \(book.title)")
        }
        ForEach(books[1...].indexed(), id: \.index) { index, book in
            Text(book.title)
        }
        ForEach((0..<3).indexed(), id: \.element) { pair in
            Text("\(pair.element)")
        }
    }
}

@MainActor
func moreRows(_ books: [Book]) -> some View {
    List(books.indexed(), id: \.element.id) { index, book in
        Text(book.title)
    }
}

func bidirectional() {
    let lastLetter: (index: String.Index, element: Character)? = "swift".indexed().last
    let backwards = "swift".indexed().reversed().map(\.element)
    let lastBook = [1, 2, 3].indexed().last?.index
    _ = (lastLetter, backwards, lastBook)
}
