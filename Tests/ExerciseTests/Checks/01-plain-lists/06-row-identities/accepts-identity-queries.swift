// check: compiles
// Every PlainList answers the questions ForEach asks, with the list's own id type: `[Int]` for photos
// identified by an Int, `[String]` for strings identified by themselves, `[ID]` in generic code, for any
// collection. The warnings are strings.
import MiniUI

@testable import Exercise01_6

struct Photo: Identifiable {
    let id: Int
    let caption: String
}

/// Works for any PlainList: the signature's `PlainList<Data, ID, Content>` brings its constraints along.
@MainActor
func identities<Data, ID, Content>(of list: PlainList<Data, ID, Content>) -> (ids: [ID], duplicates: Set<ID>) {
    (list.rowIDs, Set(list.duplicateIDs))
}

@MainActor
func useIdentities(photos: [Photo]) {
    let gallery = PlainList(photos) { photo in
        Text(photo.caption)
    }
    let ids: [Int] = gallery.rowIDs
    let duplicates: [Int] = gallery.duplicateIDs
    let warnings: [String] = gallery.duplicateIDWarnings

    let tags = PlainList(["swift", "ui"], id: \.self) { tag in
        Text(tag)
    }
    let tagIDs: [String] = tags.rowIDs
    let repeatedTags: [String] = tags.duplicateIDs

    let pages: [Int] = identities(of: PlainList(1...3, id: \.self) { Text("Page \($0)") }).ids
    let later: Set<Int> = identities(of: PlainList(photos.dropFirst()) { Text($0.caption) }).duplicates

    _ = (ids, duplicates, warnings, tagIDs, repeatedTags, pages, later)
}
