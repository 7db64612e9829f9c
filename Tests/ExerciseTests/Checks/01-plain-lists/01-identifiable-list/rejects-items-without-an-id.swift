// check: rejects
// PlainList identifies each row by its item's `id`, as `ForEach(_:content:)` does, so it takes only
// Identifiable items. A String, or a Hashable tag, has no `id`: exercise 01.2 lets the caller name one.
import MiniUI

@testable import Exercise01_1

struct Tag: Hashable {
    let name: String
}

@MainActor
func listWithoutIDs() {
    // expected-error@+1 {{requires that 'String' conform to 'Identifiable'}}
    _ = PlainList(["north", "south"]) { (name: String) in
        Text(name)
    }
    // expected-error@+1 {{requires that 'Tag' conform to 'Identifiable'}}
    _ = PlainList([Tag(name: "windy")]) { (tag: Tag) in
        Text(tag.name)
    }
}
