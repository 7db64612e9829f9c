// wrong: `reduce` puts the next sibling's names before the ones gathered so far, so the screen hears them backwards
// rejected-by: hears-the-thirsty-beds, reduce-keeps-tree-order
// misconception: SwiftUI hands `reduce` the values in view-tree order: `value` is what came first on screen,
// misconception: `nextValue()` what comes after it. Put the next names after the gathered ones, or the list reads
// misconception: bottom to top.
// misconception-ja: SwiftUI は `reduce` に値をビューの木の順に渡します。`value` は画面で先に来たもの、`nextValue()` は
// misconception-ja: その後に来るものです。次の名前は集めた名前の後ろに置かないと、リストが下から上の順になります。
// lesson: #reduce-folds-the-siblings-in-order
import MiniUI

/// The names of the beds that need water, in the order the beds appear on screen.
struct ThirstyBedsKey: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value = nextValue() + value
    }
}
