// 01.4's lesson: collections without random access, refused where the list is made.
import MiniUI

// expected-note@+2 {{where 'Data' = 'String'}}
// expected-note@+1 {{where 'Data' = 'LazyFilterSequence<LazySequence<[Episode]>.Elements>' (aka 'LazyFilterSequence<Array<Episode>>')}}
struct PlainList<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content
    init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
    var body: some View { List { ForEach(data, id: id) { content($0) } } }
}

struct Episode: Identifiable {
    var id: Int
    var title: String
    var watched: Bool
}

let episodes = [Episode(id: 1, title: "Pilot", watched: false), Episode(id: 2, title: "Finale", watched: true)]

// expected-error@+1 {{generic struct 'PlainList' requires that 'String' conform to 'RandomAccessCollection'}}
let letters = PlainList("abc", id: \.self) { Text(String($0)) }
let unwatched = episodes.lazy.filter { !$0.watched }
// expected-error@+1 {{generic struct 'PlainList' requires that 'LazyFilterSequence<LazySequence<[Episode]>.Elements>' (aka 'LazyFilterSequence<Array<Episode>>') conform to 'RandomAccessCollection'}}
let lazyList = PlainList(unwatched, id: \.id) { Text($0.title) }
let inline = PlainList(episodes.lazy.filter { !$0.watched }, id: \.id) { Text($0.title) }
