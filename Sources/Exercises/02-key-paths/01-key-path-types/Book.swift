// Goal: write a key path's type out as KeyPath<Root, Value>, and read through it with
// `root[keyPath:]`, the way SwiftUI's `ForEach(_:id:)` reads each element's id.
// Check it: swift run puzzles check 02.1
// Lesson: Lessons/02-key-paths/01-key-path-types/README.md

struct Author {
    var name: String
    let born: Int
}

struct Book: Identifiable {
    let id: Int
    var title: String
    var author: Author
    var pages: Int
}

// TODO: `AnyKeyPath` forgets where each path starts and what it leads to, so reading through it gives
//       back an `Any?`. Write each type out in full, as `KeyPath<Root, Value>`.
var bookAuthor: AnyKeyPath { \Book.author }
var authorName: AnyKeyPath { \Author.name }
var bookAuthorName: AnyKeyPath { \Book.author.name }
var bookPages: AnyKeyPath { \Book.pages }
