// 03.6's lesson: a caller written for the new API meets the old one; the collection's index is not a number; a
// content parameter without `@ViewBuilder`.
import MiniUI

struct Track: Identifiable {
    var id: Int
    var title: String
}

struct OldList<Data: RandomAccessCollection, Content: View>: View where Data.Element: Identifiable {
    let data: Data
    let content: (Data.Element) -> Content
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
    var body: some View { ForEach(data) { content($0) } }
}

// expected-note@+1 {{required by generic struct 'NumberedList' where 'Content' = '()'}}
struct NumberedList<Data: RandomAccessCollection, Content: View>: View where Data.Element: Identifiable {
    let data: Data
    let content: (Data.Index, Data.Element) -> Content
    init(_ data: Data, content: @escaping (Data.Index, Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
    var body: some View { ForEach(data) { Text("\($0.id)") } }
}

let tracks = [Track(id: 1, title: "Intro")]
// expected-error@+1 {{contextual closure type '(Track) -> Content' expects 1 argument, but 2 were used in closure body}}
let old = OldList(tracks) { index, track in Text(track.title) }
let reversed = NumberedList(tracks.reversed() as ReversedCollection<[Track]>) { index, track in
    // expected-error@+1 {{cannot convert value of type 'ReversedCollection<[Track]>.Index' to specified type 'Int'}}
    let number: Int = index
    return Text("\(number). \(track.title)")
}
// expected-error@+2 {{type '()' cannot conform to 'View'}}
// expected-note@+1 {{only concrete types such as structs, enums and classes can conform to protocols}}
let labelled = NumberedList(tracks) { index, track in
    Text("\(index + 1).")
    Text(track.title)
}
