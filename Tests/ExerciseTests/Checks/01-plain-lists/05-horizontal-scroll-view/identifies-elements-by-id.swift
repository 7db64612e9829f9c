// check: runs
// `HorizontalScrollView(swatches)` identifies each view by the swatch's `id`, so it builds the same screen as
// `HorizontalScrollView(swatches, id: \.id)`. (Swatch is Hashable here, so a scroller that used the whole swatch
// as its id would compile, and show it.)
import MiniUI

@testable import Exercise01_5

struct Swatch: Identifiable, Hashable {
    let id: Int
    let colorName: String
}

let swatches = [Swatch(id: 7, colorName: "Dodger blue"), Swatch(id: 9, colorName: "Coral")]

let identified = ViewHost(HorizontalScrollView(swatches) { Text($0.colorName) }).screen
let byKeyPath = ViewHost(HorizontalScrollView(swatches, id: \.id) { Text($0.colorName) }).screen
// The rows are what this check is about: the scroll view and the stack around them (whose alignment is the
// learner's choice, and whose spellings SwiftUI has several of) are the shelf check's.
print(
    identified.split(separator: "\n").filter { !$0.contains("Stack") && !$0.hasPrefix("ScrollView") }.joined(
        separator: "\n"))
print("same as id: \\.id:", identified == byKeyPath)

/* expected output:
    ForEach
      row id: 7
        Text("Dodger blue")
      row id: 9
        Text("Coral")
same as id: \.id: true
*/
