// check: runs, preview
// A strip of swatches scrolls sideways: a horizontal ScrollView without indicators, around a LazyHStack spaced by 16
// with 16 points of horizontal padding, and one view per element, identified by what the key path leads
// to. (This check uses only the key-path initializer, so it can pass before the other one is written.)
import MiniUI

@testable import Exercise01_5

struct Chip {
    let hex: String
    let colorName: String
}

let chips = [
    Chip(hex: "PX-0001", colorName: "Kyoto"),
    Chip(hex: "PX-0002", colorName: "Lisbon"),
]

print(ViewHost(HorizontalScrollView(chips, id: \.hex) { Text($0.colorName) }).screen)

/* expected output:
ScrollView(.horizontal, showsIndicators: false)
  LazyHStack(spacing: 16).padding(.horizontal, 16)
    ForEach
      row id: "PX-0001"
        Text("Kyoto")
      row id: "PX-0002"
        Text("Lisbon")
*/
