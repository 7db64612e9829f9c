// check: runs
// A derived binding behaves like a computed property. Writing `true` to a topic already followed leaves it
// followed (the setter uses the new value; it does not flip), writing `false` to one not followed changes
// nothing, and a binding made earlier still reads the set as it is now (the getter asks every time; it
// keeps no copy).
import MiniUI

@testable import Exercise04_3

struct Harness: View {
    @State private var followed: Set<Topic> = [.swift]

    var body: some View {
        Text("Following \(Topic.allCases.filter(followed.contains).map(\.title))")
        Button("Follow Swift again") { $followed.contains(.swift).wrappedValue = true }
        Button("Unfollow Music") { $followed.contains(.music).wrappedValue = false }
        Button("Follow Music") { $followed.contains(.music).wrappedValue = true }
    }
}

let host = ViewHost(Harness())
host.tap("Follow Swift again")
print(host.texts[0])
host.tap("Unfollow Music")
print(host.texts[0])
host.tap("Follow Music")
print(host.texts[0])

// A binding kept for later, over a set that changes behind its back.
var store: Set<Topic> = []
let followed = Binding(get: { store }, set: { store = $0 })
let music = followed.contains(.music)
print("Music switch:", music.wrappedValue)
store.insert(.music)
print("Music switch after the set changed:", music.wrappedValue)
music.wrappedValue = false
print("set after switching Music off:", store.map(\.title))

/* expected output:
Following ["Swift"]
Following ["Swift"]
Following ["Swift", "Music"]
Music switch: false
Music switch after the set changed: true
set after switching Music off: []
*/
