// The picture of this lesson (example.png): the notice board's stack and the same notices in a List as it
// comes, side by side. `swift run puzzles dev pictures 01.1` draws it again.
import MiniUI

struct Notice: Identifiable {
    let id: Int
    let message: String
}

let notices = [
    Notice(id: 1, message: "Lift B is closed today"),
    Notice(id: 2, message: "Bins go out on Thursday"),
    Notice(id: 3, message: "Bike shed: new code 4021"),
]

// shown: begin
struct Board<Entry, Row>: View where Entry: Identifiable, Row: View {
    let entries: [Entry]
    let row: (Entry) -> Row
    var body: some View {
        VStack { ForEach(entries) { entry in row(entry) } }
    }
}
// shown: end

@MainActor func show<V: View>(@ViewBuilder _ content: () -> V) {
    _ = ViewHost(content())
}

show {
    // shown: begin
    Board(entries: notices) { Text($0.message) }
    // shown: end
}
show {
    // shown: begin
    List(notices) { Text($0.message) }
    // shown: end
}
