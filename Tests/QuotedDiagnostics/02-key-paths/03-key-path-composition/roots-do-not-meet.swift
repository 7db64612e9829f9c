// 02.3's lesson: the caller's key path handed to a ForEach that iterates over wrappers; a path appended to one whose
// value is not its root.
import MiniUI

// The lesson names the types as placeholders ("your types in place of these names"): here they are types.
struct Element {
    var id: Int
}

struct Wrapper {
    var element: Element
}

struct Section<ID: Hashable>: View {
    let wrapped: [Wrapper]
    let id: KeyPath<Element, ID>
    var body: some View { Text("rows") }

    func rows() -> ForEach<[Wrapper], ID, Text> {
        // expected-error@+2 {{cannot convert value of type 'KeyPath<Element, ID>' to expected argument type 'KeyPath<Wrapper, ID>'}}
        // expected-note@+1 {{arguments to generic parameter 'Root' ('Element' and 'Wrapper') are expected to be equal}}
        ForEach(wrapped, id: id) { _ in Text("row") }
    }
}

struct Gate {
    var terminal: String
}

struct Flight {
    var number: String
    var gate: Gate
}

func terminal() {
    let toGate: KeyPath<Flight, Gate> = \Flight.gate
    let number: KeyPath<Flight, String> = \Flight.number
    // expected-error@+2 {{cannot convert value of type 'KeyPath<Flight, String>' to expected argument type 'KeyPath<Gate, String>'}}
    // expected-note@+1 {{arguments to generic parameter 'Root' ('Flight' and 'Gate') are expected to be equal}}
    _ = toGate.appending(path: number)
}
