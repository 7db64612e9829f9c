// check: runs
// Why SwiftUI warns: two rows with one id share one identity, and their state gets mixed up. Here two
// prints of a photo share the id 2, each row counting its own likes. When the first print is removed, the
// second print takes over the id's first row, and with it the first print's likes: its own are gone.
// (Your PlainList should print SwiftUI's warning first.)
import MiniUI

@testable import Exercise01_6

struct Photo: Identifiable {
    let id: Int
    let caption: String
}

struct LikeButton: View {
    let caption: String
    @State private var likes = 0

    var body: some View {
        Button("\(caption): \(likes)") { likes += 1 }
    }
}

struct Gallery: View {
    @State var photos: [Photo]

    var body: some View {
        PlainList(photos) { photo in
            LikeButton(caption: photo.caption)
        }
        Button("Remove first") { photos.removeFirst() }
    }
}

let photos = [
    Photo(id: 2, caption: "Harbour"),
    Photo(id: 2, caption: "Harbour, retouched"),
    Photo(id: 1, caption: "Dunes"),
]
let captions = PlainList(photos) { Text($0.caption) }
for warning in captions.duplicateIDWarnings { print(warning) }

let host = ViewHost(Gallery(photos: photos))
host.tap("Harbour: 0")
host.tap("Harbour, retouched: 0")
host.tap("Harbour, retouched: 1")
print("liked:     ", host.texts.dropLast())
host.tap("Remove first")
print("removed first:", host.texts.dropLast())

/* expected output:
PlainList<Array<Photo>, Int, Text>: the ID 2 occurs multiple times within the collection, this will give undefined results!
liked:      ["Harbour: 1", "Harbour, retouched: 2", "Dunes: 0"]
removed first: ["Harbour, retouched: 1", "Dunes: 0"]
*/
