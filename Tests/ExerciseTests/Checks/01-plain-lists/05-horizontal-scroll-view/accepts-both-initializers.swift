// check: compiles
// HorizontalScrollView has ForEach's two initializers: Identifiable elements need no key path, and then
// the id type is theirs (`HorizontalScrollView<[Swatch], Int, Text>`); anything else takes a key path to a
// Hashable id. Like ForEach it takes any random-access collection, and its closure is a view builder.
import MiniUI

@testable import Exercise01_5

struct Swatch: Identifiable {
    let id: Int
    let colorName: String
    var isNew = false
}

@MainActor
func useScrollViews(swatches: [Swatch]) {
    let chips: HorizontalScrollView<[Swatch], Int, Text> = HorizontalScrollView(swatches) { swatch in
        Text(swatch.colorName)
    }
    let newest = HorizontalScrollView(swatches.suffix(3)) { swatch in
        Text(swatch.colorName)
        if swatch.isNew {
            Text("New")
        }
    }
    let tags: HorizontalScrollView<[String], String, Text> = HorizontalScrollView(["swift", "ui"], id: \.self) {
        tag in
        Text("#\(tag)")
    }
    let byName: HorizontalScrollView<[Swatch], String, Text> = HorizontalScrollView(swatches, id: \.colorName) {
        swatch in
        Text(swatch.colorName)
    }
    let ratings = HorizontalScrollView(1...5, id: \.self) { stars in
        Text(String(repeating: "*", count: stars))
    }
    _ = (chips, newest, tags, byName, ratings)
}
