// Goal: write a small Binding of your own, so that `$settings.features[1].isEnabled` is no longer magic:
// dynamic member lookup with writable key paths, and a handle on a collection that is a collection of
// handles, as `ForEach($items)` needs.
// Check it: swift run puzzles check 04.6
// Lesson: Lessons/04-binding-semantics/06-binding-member-lookup/README.md

import MiniUI

/// A handle on a value that lives somewhere else, like SwiftUI's `Binding`: it stores no value, only a
/// way to read it and a way to write it.
///
///     var settings = Settings(…)
///     let handle = Handle(get: { settings }, set: { settings = $0 })
///     handle.features[1].isEnabled.value = true   // settings.features[1].isEnabled is now true
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

    // TODO: `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Handle<Subject>`:
    //       a handle whose getter reads `value[keyPath: keyPath]` and whose setter writes it, through `self`.
}

// TODO: When `Value` is a mutable collection, make Handle a collection of handles on its elements, as Binding
//       is: `Element` is `Handle<Value.Element>`, `Index` is `Value.Index`, and `subscript(position:)` returns
//       a handle that reads and writes `value[position]`. Conform to Sequence, Collection,
//       BidirectionalCollection and RandomAccessCollection, each in its own extension with its own `where`
//       clause (a conditional conformance does not imply the protocols it inherits from).
