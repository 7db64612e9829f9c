// check: rejects
// Like SwiftUI's Binding, a handle is made only to what it could also write: not to a `let` property, not
// to a get-only one (the words are about assigning, because a writable key path is what is missing), and
// not to a member the value does not have.
import MiniUI

@testable import Exercise04_6

struct Track {
    let name: String  // expected-note {{change 'let' to 'var' to make it mutable}}
    var isFavorite: Bool
}

struct Playlist {
    var tracks: [Track]
    var favoriteCount: Int { tracks.filter(\.isFavorite).count }
}

@MainActor
func misuse(_ playlist: Handle<Playlist>) {
    _ = playlist.tracks[0].name  // expected-error {{cannot assign to property: 'name' is a 'let' constant}}
    _ = playlist.favoriteCount  // expected-error {{cannot assign to property: 'favoriteCount' is a get-only property}}
    _ = playlist.genre  // expected-error {{has no dynamic member 'genre'}}
}
