// 04.6's lesson: RandomAccessCollection in one conditional extension; a handle that stops at Collection, in a list.
import MiniUI

struct Handle<Value> {
    let read: () -> Value
    let write: (Value) -> Void
    var value: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
}

// expected-error@+6 {{conditional conformance of type 'Handle<Value>' to protocol 'RandomAccessCollection' does not imply conformance to inherited protocol 'BidirectionalCollection'}}
// expected-note@+5 2 {{did you mean to explicitly state the conformance with the same bounds using 'where Value: RandomAccessCollection & MutableCollection'?}}
// expected-error@+4 {{conditional conformance of type 'Handle<Value>' to protocol 'RandomAccessCollection' does not imply conformance to inherited protocol 'Collection'}}
// expected-error@+3 {{conditional conformance of type 'Handle<Value>' to protocol 'RandomAccessCollection' does not imply conformance to inherited protocol 'Sequence'}}
// expected-note@+2 {{did you mean to explicitly state the conformance with the same bounds using 'where Value: RandomAccessCollection & MutableCollection'?}}
// expected-note@+1 3 {{did you mean to explicitly state the conformance with different bounds?}}
extension Handle: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {
    var startIndex: Value.Index { value.startIndex }
    var endIndex: Value.Index { value.endIndex }
    func index(after i: Value.Index) -> Value.Index { value.index(after: i) }
    func index(before i: Value.Index) -> Value.Index { value.index(before: i) }
    subscript(position: Value.Index) -> Handle<Value.Element> {
        Handle<Value.Element>(read: { self.value[position] }, write: { self.value[position] = $0 })
    }
}
