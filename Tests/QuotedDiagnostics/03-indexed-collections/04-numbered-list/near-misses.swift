// 03.4's lesson: three near misses of the PinnedList's composed key path. The first is written without its call,
// `\Pinned<Data.Element>.value.appending`: with the call, it is code `swift format` cannot parse, and the compiler
// reads `.appending` as one more property in the path either way.
struct Pinned<Value> {
    var value: Value
    var isPinned: Bool
}

struct PinnedList<Data: RandomAccessCollection, ID: Hashable> {
    let data: Data
    let id: KeyPath<Data.Element, ID>

    var withoutParentheses: KeyPath<Pinned<Data.Element>, ID> {
        // expected-error@+1 {{value of type 'Data.Element' has no member 'appending'}}
        \Pinned<Data.Element>.value.appending
    }

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
