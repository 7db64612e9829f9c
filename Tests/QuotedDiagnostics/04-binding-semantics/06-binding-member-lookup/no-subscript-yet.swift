// 04.6's lesson: a handle before its dynamic member subscript exists.
struct Handle<Value> {
    let read: () -> Value
    let write: (Value) -> Void
    var value: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
}

struct Track {
    var title: String
    var isFavorite: Bool
}

struct Playlist {
    let name: String
    var tracks: [Track]
    var favoriteCount: Int { tracks.filter(\.isFavorite).count }
}

func title(of playlist: Handle<Playlist>) {
    _ = playlist.title  // expected-error {{value of type 'Handle<Playlist>' has no member 'title'}}
}
