// 00.1's lesson: a generic shelf whose protocol does not promise a Hashable id.
protocol Shelvable {
    associatedtype ID
    var id: ID { get }
}

struct Shelf<Item: Shelvable> {
    // expected-error@+1 {{type 'Item.ID' does not conform to protocol 'Hashable'}}
    private var positions: [Item.ID: Int] = [:]
}
