// wrong: the getter returns a copy of isPacked taken when the row was built
// rejected-by: shared-objects-are-read-now
// misconception: A binding's getter is asked again each time the value is needed; returning a copy taken when the
// misconception: row was built answers with an old value as soon as the object changes elsewhere. Read
// misconception: `item.isPacked` inside the getter.
// misconception-ja: バインディングのゲッターは値が必要になるたびに呼ばれます。行を作ったときに取ったコピーを返すと、
// misconception-ja: オブジェクトがほかの場所で変わったとたんに古い値を答えます。ゲッターの中で `item.isPacked` を読みます。
// lesson: #the-getter-is-asked-every-time

import MiniUI

/// A packing list: a switch for each piece of gear it is given, labelled with the gear's label.
///
/// Each `item` in the ForEach closure is a constant, as with values; but it is a constant *reference*, and
/// the setter changes the object behind it, which is the caller's object too.
struct PackingRows: View {
    let gear: [GearObject]

    var body: some View {
        ForEach(gear) { item in
            // The getter returns the value read when the row was built, not the object's value now.
            let packed = item.isPacked
            Toggle(
                item.label,
                isOn: Binding(
                    get: { packed },
                    set: { item.isPacked = $0 }
                ))
        }
    }
}
