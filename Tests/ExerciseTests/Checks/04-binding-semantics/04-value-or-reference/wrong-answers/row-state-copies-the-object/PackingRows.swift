// wrong: each row starts a @State of its own from the object's isPacked and switches that
// rejected-by: rows-write-to-the-shared-objects, a-flipped-switch-reads-its-write
// misconception: A `@State` filled from the object is the row's own copy: the switch moves, and the row's body runs
// misconception: again, but the object the caller holds never changes. Sharing the object means the binding reads
// misconception: and writes the object itself.
// misconception-ja: オブジェクトの値で初期化した `@State` は、行自身のコピーです。スイッチは動き、行の body も
// misconception-ja: 実行し直されますが、呼び出し側が持つオブジェクトは変わりません。オブジェクトを共有するには、
// misconception-ja: バインディングがオブジェクトそのものを読み書きします。
// lesson: #the-getter-is-asked-every-time
// The class is right; the row copies what it shows into state of its own.

import MiniUI

struct PackingRows: View {
    let gear: [GearObject]

    var body: some View {
        ForEach(gear) { item in
            GearSwitch(piece: item)
        }
    }
}

struct GearSwitch: View {
    let piece: GearObject
    @State private var packed: Bool

    init(piece: GearObject) {
        self.piece = piece
        _packed = State(initialValue: piece.isPacked)
    }

    var body: some View {
        Toggle(piece.label, isOn: $packed)
    }
}
