// check: runs, preview
// A strip of swatches scrolls sideways: a horizontal ScrollView without indicators, around a LazyHStack
// spaced by 12 with a 20-point margin before the first view and after the last, and one view per element,
// identified by what the key path leads to. The stack's alignment is yours to choose, so the outline below
// leaves it out. (This check uses only the key-path initializer, so it can pass before the others are written.)
// varies: the chips: how many, their hex codes, colour names and order
import MiniUI

@testable import Exercise01_5

struct Chip {
    let hex: String
    let colorName: String
}

let chips = Vary.value(
    "chips",
    [
        Chip(hex: "#1E90FF", colorName: "Dodger blue"),
        Chip(hex: "#FF7F50", colorName: "Coral"),
    ],
    describe: { $0.map { "\($0.hex) \($0.colorName)" }.joined(separator: ", ") },
    varied: { random in
        let palette = [
            Chip(hex: "#2E8B57", colorName: "Sea green"), Chip(hex: "#DAA520", colorName: "Goldenrod"),
            Chip(hex: "#6A5ACD", colorName: "Slate blue"), Chip(hex: "#DC143C", colorName: "Crimson"),
            Chip(hex: "#40E0D0", colorName: "Turquoise"), Chip(hex: "#FF7F50", colorName: "Coral"),
        ]
        return random.shuffled(random.sample(palette, count: random.int(in: 1...5)))
    })

/// The screen without the stack's alignment, which the task leaves open.
func withoutAlignment(_ screen: String) -> String {
    screen.replacing(/alignment: \.[A-Za-z]+(, )?/, with: "").replacing("LazyHStack()", with: "LazyHStack")
}

print(withoutAlignment(ViewHost(HorizontalScrollView(chips, id: \.hex) { Text($0.colorName) }).screen))

/* expected output:
ScrollView(.horizontal, showsIndicators: false)
  LazyHStack(spacing: 12).padding(.horizontal, 20)
    ForEach
      row id: "#1E90FF"
        Text("Dodger blue")
      row id: "#FF7F50"
        Text("Coral")
*/
