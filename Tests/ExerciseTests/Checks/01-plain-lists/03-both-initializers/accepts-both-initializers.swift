// check: compiles
// PlainList has both of ForEach's initializers. Identifiable items need no key path, and the list's id type
// is then the items' own (`PlainList<Book, Int, Text>`, `PlainList<Song, String, Text>`), whether or not the
// items are Hashable. Any item still takes a key path: strings by `\.self`, books by another property.
import MiniUI

@testable import Exercise01_3

struct Book: Identifiable {
    let id: Int
    let title: String
    var isSoldOut = false
}

/// Its id is a String; the song itself holds a closure, so it is not Hashable.
struct Song: Identifiable {
    let id: String
    let title: String
    let play: () -> Void
}

@MainActor
func usePlainLists(books: [Book], songs: [Song]) {
    let shelf: PlainList<Book, Int, Text> = PlainList(books) { book in
        Text(book.title)
    }
    let available = PlainList(books) { book in
        if !book.isSoldOut {
            Text(book.title)
        }
    }
    let playlist: PlainList<Song, String, Text> = PlainList(songs) { song in
        Text(song.title)
    }
    let names: PlainList<String, String, Text> = PlainList(["SwiftUI", "Combine"], id: \.self) { name in
        Text(name)
    }
    let byTitle: PlainList<Book, String, Text> = PlainList(books, id: \.title) { book in
        Text(book.title)
    }
    _ = (shelf, available, playlist, names, byTitle)
}
