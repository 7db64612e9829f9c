// check: runs, preview
// A strip of swatches scrolls sideways: a horizontal ScrollView without indicators, around a LazyHStack
// spaced by 16 with 16 points of horizontal padding, and one view per element, identified by what the key path leads
// to. (This check uses only the key-path initializer, so it can pass before the other one is written.)
import MiniUI

@testable import Exercise01_5

struct Chip {
    let hex: String
    let colorName: String
}

let chips = [
    Chip(hex: "#1E90FF", colorName: "Dodger blue"),
    Chip(hex: "#FF7F50", colorName: "Coral"),
]

print(ViewHost(HorizontalScrollView(chips, id: \.hex) { Text($0.colorName) }).screen)

/* expected output:
ScrollView(.horizontal, showsIndicators: false)
  LazyHStack(spacing: 16).padding(.horizontal, 16)
    ForEach
      row id: "#1E90FF"
        Text("Dodger blue")
      row id: "#FF7F50"
        Text("Coral")
*/
