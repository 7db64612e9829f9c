// wrong: PackingRows keeps the gear it is handed in its own `@State`
// rejected-by: shows-the-gear-it-is-given-now
// misconception: `@State` is for what the view itself makes, and keeps only the first value it is given: a list
// misconception: that stores the gear it is handed there ignores every later list. Hold what a parent passes in a
// misconception: plain `let`; the objects themselves carry the changes.
// misconception-ja: `@State` は View 自身が作るもののためのもので、最初に渡された値しか残しません。渡された道具をそこに
// misconception-ja: しまうリストは、その後のリストをすべて無視します。親から渡されるものは普通の `let` で持ち、変更は
// misconception-ja: オブジェクトそのものが運びます。
// lesson: #a-constant-parameter
// Every switch works on the first gear; when the parent hands the list other gear, the list goes on showing the
// first.
import MiniUI

/// A packing list: a switch for each piece of gear it is given, labelled with the gear's label.
///
/// Each `item` in the ForEach closure is a constant, as with values; but it is a constant *reference*, and
/// the setter changes the object behind it, which is the caller's object too.
struct PackingRows: View {
    @State var gear: [GearObject]

    var body: some View {
        ForEach(gear) { item in
            Toggle(
                item.label,
                isOn: Binding(
                    get: { item.isPacked },
                    set: { item.isPacked = $0 }
                ))
        }
    }
}
