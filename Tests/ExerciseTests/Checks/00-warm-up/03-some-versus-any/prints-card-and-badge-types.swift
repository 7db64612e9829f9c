// check: runs
// A card's type carries its content's type, it stores its content as that type (no stored property holds an
// AnyView), and nothing in its body is erased into AnyView either; a badge is not an AnyView, shows nothing for
// a count of zero (not even an empty Text), and the count otherwise.
import MiniUI

@testable import Exercise00_3

let one = Card("Inbox") { Text("3 new messages") }
let two = Card("Inbox") {
    Text("3 new messages")
    Text("from 2 people")
}
print(type(of: one))
print(type(of: two))
// What the card stores, read property by property whatever their names: the content's own type, or a box.
let stored = Mirror(reflecting: two).children.map { "\(type(of: $0.value))" }
print("card stores an AnyView:", stored.contains { $0.contains("AnyView") })
print("body erases its content:", "\(type(of: two.body))".contains("AnyView"))
print("badge erases its type:", "\(type(of: unreadBadge(count: 2)))".contains("AnyView"))
print("unreadBadge(count: 0) shows:", ViewHost(unreadBadge(count: 0)).texts)
print("unreadBadge(count: 12) shows:", ViewHost(unreadBadge(count: 12)).texts)

/* expected output:
Card<Text>
Card<TupleView<(Text, Text)>>
card stores an AnyView: false
body erases its content: false
badge erases its type: false
unreadBadge(count: 0) shows: []
unreadBadge(count: 12) shows: ["12"]
*/
