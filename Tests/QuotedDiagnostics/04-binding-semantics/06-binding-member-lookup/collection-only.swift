// 04.6's lesson: a handle that stops at Collection, given to a list.
// prints: note: where 'Data' = 'Handle<[Track]>'
import MiniUI

struct Handle<Value> {
    let read: () -> Value
    let write: (Value) -> Void
    var value: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
}

extension Handle: Sequence, Collection where Value: MutableCollection {
    typealias Index = Value.Index
    typealias Element = Handle<Value.Element>
    typealias Iterator = IndexingIterator<Handle<Value>>
    var startIndex: Value.Index { value.startIndex }
    var endIndex: Value.Index { value.endIndex }
    func index(after i: Value.Index) -> Value.Index { value.index(after: i) }
    subscript(position: Value.Index) -> Handle<Value.Element> {
        Handle<Value.Element>(read: { self.value[position] }, write: { self.value[position] = $0 })
    }
}

struct Track {
    var title: String
}

struct Tracks: View {
    let tracks: Handle<[Track]>
    var body: some View {
        // expected-error@+1 {{generic struct 'ForEach' requires that 'Handle<[Track]>' conform to 'RandomAccessCollection'}}
        ForEach(tracks, id: \Handle<Track>.value.title) { (track: Handle<Track>) in Text(track.value.title) }
    }
}
