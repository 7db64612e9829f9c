// wrong: switches to GearObject but keeps the constant binding in the row
// rejected-by: rows-write-to-the-shared-objects
// misconception: A constant binding drops every write before it reaches the object; the row needs a binding whose
// misconception: setter assigns to the item.
// misconception-ja: 定数のバインディングは、書き込みがオブジェクトに届く前に捨ててしまいます。行には、`item`
// misconception-ja: に代入するセッターを持つバインディングが必要です。
// lesson: #when-the-compiler-says-no
// Everything compiles, and no switch ever moves: a constant binding drops the write before it reaches the
// object.

import MiniUI

struct PackingRows: View {
    let gear: [GearObject]

    var body: some View {
        ForEach(gear) { item in
            Toggle(item.label, isOn: .constant(item.isPacked))
        }
    }
}
