// check: runs
// behaviour-in: PlainList.swift
// State inside a row belongs to the row's id, not to its position. Each photo's row counts its own likes
// in a @State; when the photos are reordered or one is removed, the likes stay with their photo. (Identified by
// position, the likes would stay where they were and pass to whichever photo moved there.)
// varies: the photos (how many, their ids and captions) and which photo is liked
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
        Button("Reverse") { photos.reverse() }
        Button("Remove first") { photos.removeFirst() }
    }
}

let photos = Vary.value(
    "photos",
    [
        Photo(id: 1, caption: "Dunes"),
        Photo(id: 2, caption: "Harbour"),
        Photo(id: 3, caption: "Glacier"),
    ],
    describe: { $0.map { "\($0.id) \($0.caption)" }.joined(separator: ", ") },
    varied: { random in
        let captions = ["Fjord", "Lagoon", "Canyon", "Meadow", "Volcano", "Reef"]
        return zip(random.ints(count: random.int(in: 3...5), in: 1...60), random.shuffled(captions)).map {
            Photo(id: $0, caption: $1)
        }
    })
// The liked photo is never the last (removed once the list is reversed) nor the middle one (which reversing
// leaves in place), so that its likes have to move with it.
let liked = Vary.value("liked photo", "Dunes") { random in
    random.element(
        of: photos.indices.filter { $0 != photos.count - 1 && $0 != photos.count - 1 - $0 }.map {
            photos[$0].caption
        })
}
let host = ViewHost(Gallery(photos: photos))
host.tap("\(liked): 0")
host.tap("\(liked): 1")
print("liked twice:", host.texts.dropLast(2))
host.tap("Reverse")
print("reversed:   ", host.texts.dropLast(2))
host.tap("Remove first")
print("removed first: ", host.texts.dropLast(2))

/* expected output:
liked twice: ["Dunes: 2", "Harbour: 0", "Glacier: 0"]
reversed:    ["Glacier: 0", "Harbour: 0", "Dunes: 2"]
removed first:  ["Harbour: 0", "Dunes: 2"]
*/
