// check: compiles
// A handle reaches into the value the way `$model.items[0].isOn` does: properties by dynamic member lookup,
// elements by subscript, in any order and to any depth. A handle on a random-access mutable collection is a
// random-access collection of handles (arrays, slices, ContiguousArray), so ForEach accepts it, as it
// accepts `$items`.
import MiniUI

@testable import Exercise04_6

struct Track {
    let name: String
    var isFavorite: Bool
}

struct Side {
    var tracks: [Track]
}

struct Playlist {
    var title: String
    var sides: [Side]
    var plays: ContiguousArray<Int>
}

@MainActor
func reachInto(_ playlist: Handle<Playlist>, _ slice: Handle<ArraySlice<Track>>) {
    let title: Handle<String> = playlist.title
    let track: Handle<Track> = playlist.sides[0].tracks[2]
    let isFavorite: Handle<Bool> = playlist.sides[0].tracks[2].isFavorite
    let plays: Handle<Int> = playlist.plays[1]
    let fromSlice: Handle<Bool> = slice[slice.startIndex].isFavorite
    isFavorite.value = true
    plays.value += 1
    title.value = title.value.uppercased()
    let count: Int = playlist.sides.count
    let each: [Handle<Track>] = Array(playlist.sides[0].tracks)
    _ = (track, fromSlice, count, each)
}

struct TrackList: View {
    let tracks: Handle<[Track]>

    var body: some View {
        ForEach(tracks, id: \.value.name) { track in
            Text(track.value.name)
        }
    }
}

@MainActor
func fromBinding(_ binding: Binding<Playlist>) -> Handle<Bool> {
    Handle(binding).sides[0].tracks[0].isFavorite
}
