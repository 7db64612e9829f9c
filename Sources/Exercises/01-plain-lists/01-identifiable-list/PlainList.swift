// Goal: turn this list of weather readings into a generic PlainList<Item, Content> that shows any
// Identifiable items with any views, takes an `if` in its closure, and drops List's default styling.
// Check it: swift run puzzles check 01.1
// Lesson: Lessons/01-plain-lists/01-identifiable-list/README.md

import MiniUI

/// A weather station's latest reading: the type this list was first written for. Once PlainList is generic,
/// it no longer needs this type; keep it or delete it, the checks bring their own items.
struct Reading: Identifiable {
    let id: String
    let celsius: Double?
}

/// A list with none of List's default styling: no separators, no row insets, no minimum row height.
// TODO: Make PlainList generic over the item it shows and the view built for each item. The item must be
//       Identifiable (ForEach below relies on it) and the row's view must be a View. Then use those two
//       generic parameters wherever this starter names `Reading` or `Text`.
struct PlainList: View {
    let items: [Reading]
    let content: (Reading) -> Text

    // TODO: Let the caller write an `if` (or several views) in the closure: make the `content` parameter a
    //       view builder.
    init(_ items: [Reading], content: @escaping (Reading) -> Text) {
        self.items = items
        self.content = content
    }

    var body: some View {
        List {
            ForEach(items) { item in
                content(item)
                // TODO: Two settings the List reads from each row: hide this row's separator, and give it
                //       zero insets on every edge.
            }
        }
        // TODO: Two settings the List reads from itself: the plain list style, and a minimum row height of
        //       zero in its environment.
    }
}
