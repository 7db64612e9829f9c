// 02.5's lesson: writing through a read-only key path, and into a parameter; then the callers' mistakes.
import MiniUI

func setReadOnly<Root, Value>(_ object: inout Root, _ path: KeyPath<Root, Value>, to value: Value) {
    object[keyPath: path] = value  // expected-error {{cannot assign through subscript: 'path' is a read-only key path}}
}

func setParameter<Root, Value>(_ object: Root, _ path: WritableKeyPath<Root, Value>, to value: Value) {
    object[keyPath: path] = value  // expected-error {{cannot assign through subscript: 'object' is a 'let' constant}}
}

func set<Root, Value>(_ object: inout Root, _ path: WritableKeyPath<Root, Value>, to value: Value) {
    object[keyPath: path] = value
}

// expected-note@+1 {{where 'Root' = 'Note'}}
func put<Root: AnyObject, Value>(_ object: Root, _ path: ReferenceWritableKeyPath<Root, Value>, _ value: Value) {
    object[keyPath: path] = value
}

struct Note {
    let id: Int  // expected-note {{change 'let' to 'var' to make it mutable}}
    var text: String
}

struct Editor: View {
    @Binding var note: Note
    var body: some View {
        // expected-error@+1 {{cannot assign to property: 'id' is a 'let' constant}}
        Text("\($note.id.wrappedValue)")
    }
}

func edit() {
    var note = Note(id: 1, text: "milk")
    // expected-error@+1 {{cannot convert value of type 'any KeyPath<Note, Int> & Sendable' to expected argument type 'WritableKeyPath<Note, Int>'}}
    set(&note, \.id, to: 2)
    // expected-error@+2 {{cannot convert value of type 'any WritableKeyPath<Note, String> & Sendable' to expected argument type 'ReferenceWritableKeyPath<Note, String>'}}
    // expected-error@+1 {{global function 'put' requires that 'Note' be a class type}}
    put(note, \.text, "bread")
}
