// 01.2's lesson: a key path to a value that is not Hashable; a list that asks for a WritableKeyPath; a list whose id
// key path is typed `KeyPath<Item, AnyHashable>`.
import MiniUI

struct PlainList<Item, ID: Hashable, Content: View>: View {  // expected-note {{where 'ID' = 'Point'}}
    let items: [Item]
    let id: KeyPath<Item, ID>
    let content: (Item) -> Content
    init(_ items: [Item], id: KeyPath<Item, ID>, @ViewBuilder content: @escaping (Item) -> Content) {
        self.items = items
        self.id = id
        self.content = content
    }
    var body: some View { List { ForEach(items, id: id) { content($0) } } }
}

struct WritableList<Item, ID: Hashable> {  // expected-note {{'ID' declared as parameter to type 'WritableList'}}
    init(_ items: [Item], id: WritableKeyPath<Item, ID>) {}
}

struct BoxedList<Item> {
    init(_ items: [Item], id: KeyPath<Item, AnyHashable>) {}
}

struct Point {
    var x: Int
    var y: Int
}

struct Pin {
    var position: Point
}

struct Flight {
    let number: String
    var gate: Int
}

let pins = [Pin(position: Point(x: 1, y: 2))]
let flights = [Flight(number: "LH 400", gate: 12)]
let pinPath = \Pin.position
// expected-error@+1 {{generic struct 'PlainList' requires that 'Point' conform to 'Hashable'}}
let pinned = PlainList(pins, id: pinPath) { Text("\($0.position.x)") }
let numberPath: KeyPath<Flight, String> = \.number
// expected-error@+3 {{cannot convert value of type 'KeyPath<Flight, String>' to expected argument type 'WritableKeyPath<Flight, ID>'}}
// expected-error@+2 {{generic parameter 'ID' could not be inferred}}
// expected-note@+1 {{explicitly specify the generic arguments to fix this issue}}
let writable = WritableList(flights, id: numberPath)
let gatePath = \Flight.gate
// expected-error@+2 {{cannot convert value of type 'KeyPath<Flight, Int>' to expected argument type 'KeyPath<Flight, AnyHashable>'}}
// expected-note@+1 {{arguments to generic parameter 'Value' ('Int' and 'AnyHashable') are expected to be equal}}
let boxed = BoxedList(flights, id: gatePath)
