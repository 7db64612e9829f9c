// 04.6's lesson: a dynamic member subscript that takes a plain KeyPath and writes through it.
@dynamicMemberLookup
struct Handle<Value> {
    let read: () -> Value
    let write: (Value) -> Void
    var value: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Handle<Subject> {
        Handle<Subject>(
            read: { self.value[keyPath: keyPath] },
            // expected-error@+1 {{cannot assign through subscript: 'keyPath' is a read-only key path}}
            write: { self.value[keyPath: keyPath] = $0 })
    }
}
