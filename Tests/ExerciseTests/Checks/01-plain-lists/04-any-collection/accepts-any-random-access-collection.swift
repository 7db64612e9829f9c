// check: compiles
// PlainList takes what ForEach takes: an array, an array slice, a prefix, a range of numbers, a reversed or
// lazily mapped array. The collection's own type is the list's first generic parameter, so nothing is
// copied into an array on the way in (`PlainList<ArraySlice<Book>, Int, Text>`). The first argument has
// no label, with either initializer.
import MiniUI

@testable import Exercise01_4

struct Book: Identifiable {
    let id: Int
    let title: String
}

@MainActor
func usePlainLists(books: [Book]) {
    let all: PlainList<[Book], Int, Text> = PlainList(books) { book in
        Text(book.title)
    }
    let allButFirst: PlainList<ArraySlice<Book>, Int, Text> = PlainList(books[1...]) { book in
        Text(book.title)
    }
    let firstTwo = PlainList(books.prefix(2)) { book in
        if book.id > 0 {
            Text(book.title)
        }
    }
    let chapters: PlainList<ClosedRange<Int>, Int, Text> = PlainList(1...3, id: \.self) { number in
        Text("Chapter \(number)")
    }
    let pages: PlainList<Range<Int>, Int, Text> = PlainList(0..<10, id: \.self) { page in
        Text("Page \(page)")
    }
    let newestFirst = PlainList(books.reversed()) { book in
        Text(book.title)
    }
    let titles = PlainList(books.lazy.map(\.title), id: \.self) { title in
        Text(title)
    }
    _ = (all, allButFirst, firstTwo, chapters, pages, newestFirst, titles)
}
