// check: rejects
// A shelf looks its items up by their own id type, `Item.ID`: on a shelf of tags with String ids, an Int
// is not an id, and on a shelf of jars a String is not one either. Storing positions under `AnyHashable`
// (or taking an `AnyHashable` id) would let both lookups compile and quietly find nothing.
@testable import Exercise00_1

/// An id of type String.
struct Label: Shelvable {
    let id: String
}

func lookUpWithTheWrongID() {
    var labels = Shelf<Label>()
    labels.put(Label(id: "spices"))
    _ = labels[id: 42]  // expected-error {{cannot convert value of type 'Int' to expected argument type 'String'}}

    let jars: Shelf<Jar> = shelf(of: [Jar(id: 1, contents: "Honey")])
    _ = jars[id: "Honey"]  // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
}
