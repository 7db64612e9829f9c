// Goal: write a small Binding of your own, so that `$playlist.tracks[1].isFavorite` is no longer magic:
// dynamic member lookup with writable key paths, and a handle on a collection that is a collection of
// handles, as `ForEach($items)` needs.
// Check it: swift run puzzles check 04.6
// Lesson: Lessons/04-binding-semantics/06-binding-member-lookup/README.md

import MiniUI

/// A handle on a value that lives somewhere else, like SwiftUI's `Binding`: it stores no value, only a
/// way to read it and a way to write it.
///
///     var playlist = Playlist(…)
///     let handle = Handle(get: { playlist }, set: { playlist = $0 })
///     handle.tracks[1].isFavorite.value = true   // playlist.tracks[1].isFavorite is now true
// TODO: Mark the type `@dynamicMemberLookup`; it then needs the subscript below.
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

    /// The value, read from its owner every time; setting it tells the owner.
    var value: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    // TODO: The subscript that dynamic member lookup calls: given a key path to a part of the value that can
    //       be written, it returns a handle on that part, which reads the part from this handle every time
    //       and writes it back through this handle.
}

// TODO: When `Value` is a mutable collection, make Handle a collection of handles on its elements, as Binding
//       is, indexed by the value's own indices: each element is a handle that reads and writes one element of
//       the value. Go up to RandomAccessCollection, one protocol per extension, each with its own `where`
//       clause (a conditional conformance does not imply the protocols it inherits from).
