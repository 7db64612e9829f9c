// 00.2's lesson: with `ID == Item.ID`, the mistakes are caught at the call; two placeholders equated outright.
struct Row<Item, ID: Hashable> {
    let item: Item
    let id: ID

    init(_ item: Item, id: (Item) -> ID) {
        self.item = item
        self.id = id(item)
    }
}

// expected-note@+2 {{where 'ID' = 'String', 'Item.ID' = 'Int'}}
// expected-note@+1 {{where 'Item' = 'Note'}}
extension Row where Item: Identifiable, ID == Item.ID {
    init(_ item: Item) {
        self.init(item, id: { $0.id })
    }
}

struct Parcel: Identifiable {
    var id: Int
}

struct Note {
    var text: String
}

// expected-error@+1 {{referencing initializer 'init(_:)' on 'Row' requires the types 'String' and 'Int' be equivalent}}
let row: Row<Parcel, String> = Row(Parcel(id: 1))
// expected-error@+1 {{referencing initializer 'init(_:)' on 'Row' requires that 'Note' conform to 'Identifiable'}}
let note: Row<Note, Int> = Row(Note(text: "hi"))

// expected-error@+1 {{same-type requirement makes generic parameters 'Outbox' and 'Inbox' equivalent}}
func merge<Inbox: Sequence, Outbox: Sequence>(_ inbox: Inbox, into outbox: Outbox) where Inbox == Outbox {}
