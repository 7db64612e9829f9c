// check: runs, preview
// An inbox screen built from cards and badges. The tree shows each card with its full generic type, and no
// AnyView anywhere; the badge for zero drafts shows nothing.
// varies: the cards' titles and lines, and the unread count
import MiniUI

@testable import Exercise00_3

let titles = Vary.value("titles", ["Inbox", "Drafts"]) { random in
    random.shuffled(["Archive", "Outbox", "Starred", "Spam"]).prefix(2).map { $0 }
}
let lines = Vary.value("lines", ["3 new messages", "from 2 people", "No drafts"]) { random in
    [
        "\(random.int(in: 4...60)) new messages", "from \(random.int(in: 3...9)) people",
        random.element(of: ["Empty", "Nothing here"]),
    ]
}
let unread = Vary.number("unread", 3, in: 1...99)

struct Inbox: View {
    var body: some View {
        VStack {
            Card(titles[0]) {
                Text(lines[0])
                Text(lines[1])
            }
            Card(titles[1]) {
                Text(lines[2])
            }
            HStack {
                Text("Unread")
                unreadBadge(count: unread)
            }
            HStack {
                Text("Drafts")
                unreadBadge(count: 0)
            }
        }
    }
}

print(ViewHost(Inbox()).tree)

/* expected output:
Inbox
  VStack
    Card<TupleView<(Text, Text)>>
      VStack(alignment: .leading).padding()
        Text("Inbox")
        Text("3 new messages")
        Text("from 2 people")
    Card<Text>
      VStack(alignment: .leading).padding()
        Text("Drafts")
        Text("No drafts")
    HStack
      Text("Unread")
      Text("3")
    HStack
      Text("Drafts")
*/
