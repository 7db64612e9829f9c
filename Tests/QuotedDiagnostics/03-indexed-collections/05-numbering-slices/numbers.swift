// 03.5's lesson: `index + 1` without `Data.Index == Int`; with the constraint on the type and on the extension that
// holds the initializer, a reversed view of a tram line's stops is refused once per place.
import MiniUI

struct Unconstrained<Data: RandomAccessCollection> {
    let data: Data

    func label(at index: Data.Index) -> String {
        "\(index + 1)."  // expected-error {{cannot convert value of type 'Data.Index' to expected argument type 'Int'}}
    }
}

// expected-note@+1 {{where 'Data.Index' = 'ReversedCollection<[Stop]>.Index'}}
struct NumberedList<Data: RandomAccessCollection, Content: View>: View where Data.Index == Int {
    let data: Data
    let content: (Data.Element) -> Content
    var body: some View { Text("\(data.count) stops") }
}

// expected-note@+1 {{where 'Data.Index' = 'ReversedCollection<[Stop]>.Index'}}
extension NumberedList where Data.Index == Int {
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

struct Stop {
    var name: String
}

let stops = [Stop(name: "Depot"), Stop(name: "Harbour")]
let returnTrip: ReversedCollection<[Stop]> = stops.reversed()
// expected-error@+2 {{referencing initializer 'init(_:content:)' on 'NumberedList' requires the types 'ReversedCollection<[Stop]>.Index' and 'Int' be equivalent}}
// expected-error@+1 {{generic struct 'NumberedList' requires the types 'ReversedCollection<[Stop]>.Index' and 'Int' be equivalent}}
let back = NumberedList(returnTrip) { Text($0.name) }
let copied = NumberedList(stops.reversed()) { Text($0.name) }
