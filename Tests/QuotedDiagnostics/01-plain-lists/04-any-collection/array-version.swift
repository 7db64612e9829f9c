// 01.4's lesson: the array version of PlainList given a slice.
import MiniUI

struct PlainList<Item: Identifiable, Content: View>: View {  // expected-note {{where 'Item' = 'ArraySlice<Episode>'}}
    let items: [Item]
    let content: (Item) -> Content
    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.items = items
        self.content = content
    }
    var body: some View { List { ForEach(items) { content($0) } } }
}

struct Episode: Identifiable {
    var id: Int
    var title: String
    var watched: Bool
}

let episodes = [Episode(id: 1, title: "Pilot", watched: false), Episode(id: 2, title: "Finale", watched: true)]

let afterThePilot = episodes[1...]
// The follow-on errors of the wrong guess come first, then the message the lesson reads.
// expected-error@+3 {{generic struct 'PlainList' requires that 'ArraySlice<Episode>' conform to 'Identifiable'}}
// expected-error@+2 {{cannot convert value of type 'ArraySlice<Episode>' to expected argument type '[ArraySlice<Episode>]'}}
// expected-error@+1 {{value of type 'ArraySlice<Episode>' has no member 'title'}}
let later = PlainList(afterThePilot) { Text($0.title) }
