// check: runs
// behaviour-in: PlainList.swift
// State inside a row belongs to the row's id, not to its position. Each photo's row counts its own likes
// in a @State; when the photos are reordered or one is removed, the likes stay with their photo. (Identified by
// position, the likes would stay where they were and pass to whichever photo moved there.)
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

let photos = [
    Photo(id: 1, caption: "Dunes"),
    Photo(id: 2, caption: "Harbour"),
    Photo(id: 3, caption: "Glacier"),
]
let host = ViewHost(Gallery(photos: photos))
host.tap("Dunes: 0")
host.tap("Dunes: 1")
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
