// check: runs, preview
// An inbox screen built from cards and badges. The tree shows each card with its full generic type, and no
// AnyView anywhere; the badge for zero drafts shows nothing.
import MiniUI

@testable import Exercise00_3

struct Inbox: View {
    var body: some View {
        VStack {
            Card("Inbox") {
                Text("3 new messages")
                Text("from 2 people")
            }
            Card("Drafts") {
                Text("No drafts")
            }
            HStack {
                Text("Unread")
                unreadBadge(count: 3)
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
