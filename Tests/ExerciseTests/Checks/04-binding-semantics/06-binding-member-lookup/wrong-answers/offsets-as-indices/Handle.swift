// wrong: indexes the collection of handles by Int offsets from zero instead of the value's own indices
// rejected-by: handles-write-through-the-chain
// misconception: A handle's indices are the value's own, `Value.Index`: an `Int` counted from zero is wrong for a
// misconception: slice, which starts at its base's index, and is not even the index type of a collection indexed by
// misconception: something else (a day, a key). Take the value's own `Index`, and forward to the value's indices.
// misconception-ja: ハンドルのインデックスは値自身のもの、`Value.Index` です。0 から数えた `Int` は、元のインデックスから
// misconception-ja: 始まるスライスでは間違いになり、ほかのもの(日付やキー)でインデックスを付けるコレクションでは型からして
// misconception-ja: 違います。値自身の `Index` を使い、値のインデックスに転送します。
// lesson: #a-collection-of-handles
// Arrays start at 0, so they work; a slice of [10, 20, 30, 40] from index 1 takes `tail[2]` as its third
// element, index 3, and changes 40 instead of 30.

import MiniUI

/// A handle on a value that lives somewhere else, like SwiftUI's `Binding`: it stores no value, only a
/// way to read it and a way to write it.
///
///     var playlist = Playlist(…)
///     let handle = Handle(get: { playlist }, set: { playlist = $0 })
///     handle.tracks[1].isFavorite.value = true   // playlist.tracks[1].isFavorite is now true
///
/// The last line is three steps, each making a new handle from the one before: `.tracks` and
/// `.isFavorite` by dynamic member lookup, `[1]` by the collection subscript below (without it, `[1]` would
/// still work, as the key-path subscript `\[Track].[1]`). Writing the last handle's `value` writes the
/// whole `Playlist` back through the first: that is what `$playlist.tracks[1].isFavorite` does in SwiftUI.
@dynamicMemberLookup
struct Handle<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// A handle on the value a binding points at: reads and writes go through the binding.
    init(_ binding: Binding<Value>) {
        self.init(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
    }

    /// The value, read from its owner every time; setting it tells the owner. `nonmutating`, because
    /// the handle itself does not change, so `let` handles (and handles in closures) can be written.
    var value: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// A handle on a part of the value: `handle.title`, and `handle[2]` too, as a key path with a
    /// subscript. A writable key path, because a handle must be able to write what it points at; a `let`
    /// or get-only property has no such key path.
    subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Handle<Subject> {
        Handle<Subject>(
            get: { self.value[keyPath: keyPath] },
            set: { self.value[keyPath: keyPath] = $0 }
        )
    }
}

extension Handle: Sequence where Value: MutableCollection {
    typealias Element = Handle<Value.Element>
    typealias Iterator = IndexingIterator<Handle<Value>>
}

extension Handle: Collection where Value: MutableCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { value.count }

    func index(after i: Int) -> Int {
        i + 1
    }

    subscript(position: Int) -> Handle<Value.Element> {
        Handle<Value.Element>(
            get: { self.value[self.value.index(self.value.startIndex, offsetBy: position)] },
            set: { self.value[self.value.index(self.value.startIndex, offsetBy: position)] = $0 }
        )
    }
}

extension Handle: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    func index(before i: Int) -> Int {
        i - 1
    }
}

extension Handle: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}
