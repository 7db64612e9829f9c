// wrong: the default value is a placeholder to show, "nothing to water", which `reduce` then adds to real names
// rejected-by: reduce-keeps-tree-order
// misconception: The default is what a view that sets nothing produces, and SwiftUI may combine it with real
// misconception: values, so `reduce` with it must change nothing: an empty list. What to show when no bed is
// misconception: thirsty belongs to the screen, not to the key.
// misconception-ja: デフォルト値は何も設定しないビューが出す値で、SwiftUI は本物の値と畳み合わせることがあります。
// misconception-ja: だからそれとの `reduce` は何も変えてはいけません。空のリストです。渇いた植え床が無いときに何を表示するかは、
// misconception-ja: キーではなく画面が決めることです。
// lesson: #a-default-that-changes-nothing
import MiniUI

/// The names of the beds that need water, in the order the beds appear on screen.
struct ThirstyBedsKey: PreferenceKey {
    static let defaultValue: [String] = ["nothing to water"]

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}
