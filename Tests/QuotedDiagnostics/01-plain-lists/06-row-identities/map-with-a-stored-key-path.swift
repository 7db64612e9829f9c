// 01.6's lesson: the stored key path passed straight to `map`.
struct Gallery<Data: RandomAccessCollection, ID: Hashable> {
    let data: Data
    let id: KeyPath<Data.Element, ID>

    var ids: [ID] {
        // expected-error@+2 {{no exact matches in call to instance method 'map'}}
        // expected-note@+1 {{found candidate with type '((Data.Element) throws(E) -> ID) throws(E) -> [ID]'}}
        data.map(id)
    }
}
