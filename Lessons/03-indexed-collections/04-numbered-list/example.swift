// The picture of this lesson (example.png): the pinned list of its example, showing the caller's messages
// with a pin on those whose id is pinned. `swift run puzzles dev pictures 03.4` draws it again.
import MiniUI

// shown: begin
struct Pinned<Value, ID: Hashable> {
    var value: Value
    var id: ID                                   // copied from the caller's element
    var isPinned: Bool
}

struct PinnedList<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>            // the caller's: element to id
    let pinnedIDs: Set<ID>
    let content: (Data.Element) -> Content

    var items: [Pinned<Data.Element, ID>] {
        data.map { element in
            let itemID = element[keyPath: id]
            return Pinned(value: element, id: itemID, isPinned: pinnedIDs.contains(itemID))
        }
    }

    var body: some View {
        List {
            ForEach(items, id: \.id) { item in
                HStack {
                    if item.isPinned { Image(systemName: "pin.fill") }
                    content(item.value)
                }
            }
        }
    }
}
// shown: end

struct Message {
    let serial: Int
    let text: String
}

let messages = [
    Message(serial: 7, text: "Choir practice moved to Friday"),
    Message(serial: 8, text: "Hall keys are at the desk"),
    Message(serial: 9, text: "Bring a flask for the hike"),
]

_ = ViewHost(PinnedList(data: messages, id: \.serial, pinnedIDs: [8]) { Text($0.text) })
