// wrong: an element's handle reads the element once, when the handle is made, and answers with that copy
// rejected-by: handles-write-through-the-chain
// misconception: An element's handle stores no element either: fetching it once in the collection's subscript
// misconception: freezes every handle made through it, so a row made earlier keeps showing the old element. Its
// misconception: getter reads the element through the collection's handle every time, as a member's does.
// misconception-ja: 要素のハンドルも要素を保存しません。コレクションの添字で一度だけ要素を取り出すと、そこから作った
// misconception-ja: ハンドルはすべて凍り、前に作った行は古い要素を見せ続けます。ゲッターは、メンバーのハンドルと同じく、
// misconception-ja: 毎回コレクションのハンドルを通して要素を読みます。
// lesson: #a-collection-of-handles
// Members read afresh and every write reaches the root; only a handle made through an element earlier goes on
// answering with the element as it was.

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

    /// A handle on the element at `position`: the element is fetched here, once, and the getter hands back
    /// that copy; a write still goes through the collection's handle.
    subscript(position: Value.Index) -> Handle<Value.Element> {
        let elementThen = value[position]
        return Handle<Value.Element>(
            get: { elementThen },
            set: { self.value[position] = $0 }
        )
    }
}

extension Handle: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    func index(before i: Value.Index) -> Value.Index {
        value.index(before: i)
    }
}

extension Handle: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}
