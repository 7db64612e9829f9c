// check: runs, preview
// A handle made from a chain of members and subscripts reads from, and writes to, the one value at the
// root: a write to `tracks[1].isFavorite` is a single write of the whole playlist, a handle made earlier
// reads and writes the value as it is now (not as it was when the handle was made; a member's handle, and one
// made through an element's, each read afresh), the handles in a collection write to their own elements (two
// made together each keep their write: neither writes back a copy of the collection taken when it was made),
// and a handle on a slice uses the slice's own indices.
// varies: the playlist (its title, how many tracks, their names), the track starred first, the titles
// written, and the numbers, where their slice starts and what is written into it
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

var playlist = Vary.value(
    "playlist",
    Playlist(
        title: "Road trip",
        tracks: [Track(name: "Intro", isFavorite: false), Track(name: "Interlude", isFavorite: false)])
) { random in
    Playlist(
        title: random.element(of: ["Commute", "Rainy day", "Workout"]),
        tracks: random.sample(["Overture", "Reprise", "Finale", "Coda", "Bridge"], count: random.int(in: 2...4)).map {
            Track(name: $0, isFavorite: false)
        })
}
let starred = Vary.value("track starred first", 1) { random in random.int(in: 0...(playlist.tracks.count - 1)) }
let newTitle = Vary.value("title written", "Night drive") { random in
    random.element(of: ["Morning run", "Late shift", "Long walk"])
}
let titleElsewhere = Vary.value("title written elsewhere", "Renamed elsewhere") { random in
    random.element(of: ["Edited by a friend", "Changed on the phone"])
}
var numbers = Vary.value("numbers", [10, 20, 30, 40]) { random in
    random.sample(Array(stride(from: 5, through: 95, by: 5)), count: random.int(in: 3...6))
}
let tailStart = Vary.value("slice start", 1) { random in random.int(in: 1...(numbers.count - 1)) }
let tailWrite = Vary.value("index written in the slice", 2) { random in random.int(in: tailStart...(numbers.count - 1))
}
let written = Vary.number("number written", 300, in: 100...999)
var writes = 0
let root = Handle(
    get: { playlist },
    set: { newValue in
        playlist = newValue
        writes += 1
    })

root.tracks[starred].isFavorite.value = true
print("after writing tracks[\(starred)].isFavorite:", playlist.tracks.map(\.isFavorite), "writes:", writes)

let tracksEarlier = root.tracks
let interlude = root.tracks[starred].isFavorite
playlist.tracks[starred].isFavorite = false
print("a member's handle made earlier reads:", tracksEarlier.value.map(\.isFavorite))
print("a handle through an element made earlier reads:", interlude.value)

root.title.value = newTitle
print("title:", playlist.title, "writes:", writes)

let introStar = root.tracks[0].isFavorite
playlist.title = titleElsewhere
introStar.value = true
print("a handle made earlier writes into the value as it is now:", playlist.title, playlist.tracks[0].isFavorite)

for track in root.tracks {
    track.isFavorite.value = true
}
print("after starring each one:", root.tracks.map { "\($0.value.name) \($0.isFavorite.value)" })

let rows = Array(root.tracks)  // every element's handle made at once, as `ForEach($items)` makes its rows'
for row in rows {
    row.isFavorite.value = false
}
print(
    "\(rows.count == 2 ? "two" : "\(rows.count)") handles made together, each written:",
    playlist.tracks.map(\.isFavorite))

let tail = Handle(get: { numbers[tailStart...] }, set: { numbers[tailStart...] = $0 })
tail[tailWrite].value = written
print("numbers after tail[\(tailWrite)] = \(written):", numbers, "tail starts at", tail.startIndex)

/* expected output:
after writing tracks[1].isFavorite: [false, true] writes: 1
a member's handle made earlier reads: [false, false]
a handle through an element made earlier reads: false
title: Night drive writes: 2
a handle made earlier writes into the value as it is now: Renamed elsewhere true
after starring each one: ["Intro true", "Interlude true"]
two handles made together, each written: [false, false]
numbers after tail[2] = 300: [10, 20, 300, 40] tail starts at 1
*/
