// check: runs, preview
// A handle made from a chain of members and subscripts reads from, and writes to, the one value at the
// root: a write to `tracks[1].isFavorite` is a single write of the whole playlist, a handle made earlier
// reads and writes the value as it is now (not as it was when the handle was made), the handles in a
// collection write to their own elements (two made together each keep their write: neither writes back a copy
// of the collection taken when it was made), and a handle on a slice uses the slice's own indices.
import MiniUI

@testable import Exercise04_6

struct Track {
    let name: String
    var isFavorite: Bool
}

struct Playlist {
    var title: String
    var tracks: [Track]
}

var playlist = Playlist(
    title: "Road trip",
    tracks: [Track(name: "Intro", isFavorite: false), Track(name: "Interlude", isFavorite: false)])
var writes = 0
let root = Handle(
    get: { playlist },
    set: { newValue in
        playlist = newValue
        writes += 1
    })

root.tracks[1].isFavorite.value = true
print("after writing tracks[1].isFavorite:", playlist.tracks.map(\.isFavorite), "writes:", writes)

let interlude = root.tracks[1].isFavorite
playlist.tracks[1].isFavorite = false
print("a handle made earlier reads:", interlude.value)

root.title.value = "Night drive"
print("title:", playlist.title, "writes:", writes)

let introStar = root.tracks[0].isFavorite
playlist.title = "Renamed elsewhere"
introStar.value = true
print("a handle made earlier writes into the value as it is now:", playlist.title, playlist.tracks[0].isFavorite)

for track in root.tracks {
    track.isFavorite.value = true
}
print("after starring each one:", root.tracks.map { "\($0.value.name) \($0.isFavorite.value)" })

let rows = Array(root.tracks)  // every element's handle made at once, as `ForEach($items)` makes its rows'
rows[0].isFavorite.value = false
rows[1].isFavorite.value = false
print("two handles made together, each written:", playlist.tracks.map(\.isFavorite))

var numbers = [10, 20, 30, 40]
let tail = Handle(get: { numbers[1...] }, set: { numbers[1...] = $0 })
tail[2].value = 300
print("numbers after tail[2] = 300:", numbers, "tail starts at", tail.startIndex)

/* expected output:
after writing tracks[1].isFavorite: [false, true] writes: 1
a handle made earlier reads: false
title: Night drive writes: 2
a handle made earlier writes into the value as it is now: Renamed elsewhere true
after starring each one: ["Intro true", "Interlude true"]
two handles made together, each written: [false, false]
numbers after tail[2] = 300: [10, 20, 300, 40] tail starts at 1
*/
