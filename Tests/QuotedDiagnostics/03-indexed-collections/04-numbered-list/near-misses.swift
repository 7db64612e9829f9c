// 03.4's lesson: two of the three near misses of the PinnedList's composed key path. The first,
// `\Pinned<Data.Element>.value.appending(path: id)`, is code `swift format` cannot parse, so it stays in
// not-yet-compiled.txt.
struct Pinned<Value> {
    var value: Value
    var isPinned: Bool
}

struct PinnedList<Data: RandomAccessCollection, ID: Hashable> {
    let data: Data
    let id: KeyPath<Data.Element, ID>

    var withoutRoot: KeyPath<Pinned<Data.Element>, ID> {
        // expected-error@+1 {{cannot infer key path type from context; consider explicitly specifying a root type}}
        (\.value).appending(path: id)
    }

    var backwards: KeyPath<Pinned<Data.Element>, ID> {
        // expected-note@+3 {{candidate expects value of type 'KeyPath<ID, ID>' for parameter #1 (got 'any KeyPath<Pinned<Data.Element>, Data.Element> & Sendable')}}
        // expected-error@+2 {{no exact matches in call to instance method 'appending'}}
        // expected-error@+1 {{no 'appending' candidates produce the expected contextual result type 'KeyPath<Pinned<Data.Element>, ID>'}}
        id.appending(path: \Pinned<Data.Element>.value)
    }
}
