// check: compiles
// A Card takes any content a SwiftUI developer would write in its closure (one view, several, an `if`, a
// badge), its type names the content (`Card<Text>`), and `unreadBadge(count:)` can be used inside any view builder.
import MiniUI

@testable import Exercise00_3

struct Profile: View {
    let unread: Int

    var body: some View {
        VStack {
            Card("Name") {
                Text("Taylor")
                Text("Swift")
            }
            Card("Unread") {
                if unread > 0 {
                    Text("\(unread) new")
                } else {
                    Text("All read")
                }
                unreadBadge(count: unread)
            }
            HStack {
                Text("Inbox")
                unreadBadge(count: unread)
            }
            unreadBadge(count: unread)
        }
    }
}

@MainActor
func spellTheTypes() {
    let plain: Card<Text> = Card("Title") { Text("Body") }
    let nested: Card<Card<Text>> = Card("Outer") { Card("Inner") { Text("Body") } }
    _ = (plain, nested)
}
