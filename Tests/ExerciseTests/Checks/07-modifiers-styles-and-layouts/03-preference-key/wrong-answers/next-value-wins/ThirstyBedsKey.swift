// wrong: `reduce` keeps only the next value, as many a preference key on the web does, so only the last bed is heard
// rejected-by: hears-the-thirsty-beds, reduce-keeps-tree-order
// misconception: `reduce` is called once for each next sibling, and `value` holds what the siblings before it
// misconception: produced: `value = nextValue()` throws that away, and the last sibling wins. Keep both: append the
// misconception: next value to the value.
// misconception-ja: `reduce` は次の兄弟ごとに 1 回呼ばれ、`value` にはそれより前の兄弟が出したものが入っています。
// misconception-ja: `value = nextValue()` はそれを捨ててしまい、最後の兄弟が勝ちます。両方を残し、次の値を value の後ろに足します。
// lesson: #reduce-folds-the-siblings-in-order
import MiniUI

/// The names of the beds that need water, in the order the beds appear on screen.
struct ThirstyBedsKey: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value = nextValue()
    }
}
