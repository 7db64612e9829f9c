// wrong: `reduce` adds only the names it does not hold yet, so two thirsty beds of one name are heard once
// rejected-by: keeps-beds-that-share-a-name
// misconception: `reduce` combines what the views reported, it does not tidy it: each thirsty bed reports its name,
// misconception: and two beds may share one. Leaving out a name already gathered loses a bed that needs water; keep
// misconception: every name, repeats included, in the order they come.
// misconception-ja: `reduce` はビューが報告したものを合わせるだけで、整理はしません。渇いた植え床はそれぞれ自分の名前を
// misconception-ja: 報告し、2 つの植え床が同じ名前のこともあります。集めた名前をはじくと水の要る植え床が 1 つ消えます。
// misconception-ja: 重なる名前も含め、すべての名前を来た順に残します。
// lesson: #reduce-folds-the-siblings-in-order
import MiniUI

/// The names of the beds that need water, in the order the beds appear on screen.
struct ThirstyBedsKey: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        for name in nextValue() where !value.contains(name) {
            value.append(name)
        }
    }
}
