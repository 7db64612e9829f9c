// 00.1's lesson: once the protocol promises a Hashable id, a type whose id cannot be hashed does not conform, and a
// type that is not Shelvable at all is refused where the shelf is named.
protocol Shelvable {
    associatedtype ID: Hashable  // expected-note {{unable to infer associated type 'ID' for protocol 'Shelvable'}}
    var id: ID { get }
}

struct Shelf<Item: Shelvable> {
    private var positions: [Item.ID: Int] = [:]
}

struct Point {
    var x: Int
    var y: Int
}

// expected-error@+1 {{type 'Pin' does not conform to protocol 'Shelvable'}}
struct Pin: Shelvable {
    // expected-note@+1 {{candidate would match and infer 'ID' = 'Point' if 'Point' conformed to 'Hashable'}}
    var id: Point
}

_ = Shelf<Point>()  // expected-error {{type 'Point' does not conform to protocol 'Shelvable'}}
