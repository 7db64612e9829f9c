// wrong: an element's handle writes back the collection as it was when the handle was made
// rejected-by: handles-write-through-the-chain
// misconception: A write through an element's handle must change the collection as it is now: writing back a
// misconception: copy kept since the handle was made undoes every write made meanwhile, such as another row's.
// misconception-ja: 要素のハンドルを通した書き込みは、今のコレクションを変えなければなりません。ハンドルを作ったときに取って
// misconception-ja: おいたコピーを書き戻すと、その間になされた書き込み(たとえば別の行の書き込み)がすべて消えます。
// lesson: #a-collection-of-handles
// Reads are live and one row alone works; but rows are made together, and the second row's write brings back
// the first row's old value.

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

// A handle on a mutable collection is itself a collection, of handles on the elements, as Binding is: this
// is what lets `ForEach($items)` hand each row a binding. A conditional conformance does not imply the
// protocols it inherits from, so each level is stated with its own bounds.

extension Handle: Sequence where Value: MutableCollection {
    typealias Element = Handle<Value.Element>
    typealias Iterator = IndexingIterator<Handle<Value>>
}

extension Handle: Collection where Value: MutableCollection {
    typealias Index = Value.Index

    var startIndex: Value.Index { value.startIndex }
    var endIndex: Value.Index { value.endIndex }

    func index(after i: Value.Index) -> Value.Index {
        value.index(after: i)
    }

    /// A handle on the element at `position`, one of the collection's own indices (for a slice, the base's
    /// index, not an offset from zero).
    subscript(position: Value.Index) -> Handle<Value.Element> {
        var collection = value
        return Handle<Value.Element>(
            get: { self.value[position] },
            set: { element in
                collection[position] = element
                self.value = collection
            }
        )
    }
}

extension Handle: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    func index(before i: Value.Index) -> Value.Index {
        value.index(before: i)
    }
}

extension Handle: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}
