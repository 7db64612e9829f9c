// 04.6's lesson: with a subscript that takes a WritableKeyPath, the misuses are refused where they are written; the
// same family of message for a row's constant parameter (04.4).
import MiniUI

@dynamicMemberLookup
struct Handle<Value> {
    let read: () -> Value
    let write: (Value) -> Void
    var value: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Handle<Subject> {
        Handle<Subject>(read: { self.value[keyPath: keyPath] }, write: { self.value[keyPath: keyPath] = $0 })
    }
}

struct Track {
    var title: String
    var isFavorite: Bool
}

struct Playlist {
    let name: String  // expected-note {{change 'let' to 'var' to make it mutable}}
    var tracks: [Track]
    var favoriteCount: Int { tracks.filter(\.isFavorite).count }
}

func misuse(_ playlist: Handle<Playlist>) {
    _ = playlist.name  // expected-error {{cannot assign to property: 'name' is a 'let' constant}}
    _ = playlist.favoriteCount  // expected-error {{cannot assign to property: 'favoriteCount' is a get-only property}}
    // expected-error@+1 {{value of type 'Handle<Playlist>' has no dynamic member 'genre' using key path from root type 'Playlist'}}
    _ = playlist.genre
}

struct Seat: Identifiable {
    var id: Int
    var isTaken: Bool
}

struct Seats: View {
    let seats: [Seat]
    var body: some View {
        ForEach(seats) { seat in
            // expected-error@+1 {{cannot assign to property: 'seat' is a 'let' constant}}
            Toggle("Seat", isOn: Binding(get: { seat.isTaken }, set: { seat.isTaken = $0 }))
        }
    }
}
