// check: rejects
// The two initializers keep ForEach's contract: without an id key path the elements must be
// Identifiable, and an id key path must lead to something Hashable.
import MiniUI

@testable import Exercise03_6

struct Artist {
    var name: String
}

struct Track: Identifiable {
    let id: Int
    var name: String
    var artist: Artist
}

@MainActor
func listsWithoutIDs(_ artists: [Artist], _ tracks: [Track]) {
    // expected-error@+1 {{requires that 'Artist' conform to 'Identifiable'}}
    _ = NumberedList(artists) { index, artist in
        Text(artist.name)
    }
    // expected-error@+1 {{requires that 'Artist' conform to 'Hashable'}}
    _ = NumberedList(tracks, id: \.artist) { index, track in
        Text(track.name)
    }
}
