// check: rejects
// With the same-type requirement on the initializer, a mistake is caught where the view is made: swatches
// whose ids are Ints cannot make a scroller whose ids are Strings, and elements that are not Identifiable
// need a key path. The message names the initializer itself ("initializer 'init(_:content:)' requires …"),
// because the requirement sits on the initializer; a constrained extension would make it say "referencing
// initializer … on 'HorizontalScrollView' requires …" instead.
import MiniUI

@testable import Exercise01_5

struct Swatch: Identifiable {
    let id: Int
    let colorName: String
}

@MainActor
func misuse(swatches: [Swatch]) {
    // expected-error@+1 {{initializer 'init(_:content:)' requires the types 'String' and 'Int' be equivalent}}
    let byName: HorizontalScrollView<[Swatch], String, Text> = HorizontalScrollView(swatches) { (swatch: Swatch) in
        Text(swatch.colorName)
    }
    // expected-error@+1 {{requires that 'String' conform to 'Identifiable'}}
    let tags = HorizontalScrollView(["swift", "ui"]) { (tag: String) in
        Text(tag)
    }
    _ = (byName, tags)
}
