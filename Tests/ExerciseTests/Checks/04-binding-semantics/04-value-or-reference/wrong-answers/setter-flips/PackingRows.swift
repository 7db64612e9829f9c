// wrong: the hand-made setter flips `isPacked` instead of storing the value it is given
// rejected-by: rows-write-to-the-shared-objects
// misconception: A setter receives the new value and must store it: flipping looks right for one tap, but a
// misconception: switch that is out of date writes the value it believes is new, and a flip turns it into the
// misconception: opposite.
// misconception-ja: セッターは新しい値を受け取り、それをしまわなければなりません。反転は 1 回のタップなら正しく見えますが、
// misconception-ja: 古くなったスイッチは自分が新しいと思う値を書き込むので、反転するとその逆になります。
// lesson: #the-getter-is-asked-every-time

import MiniUI

struct PackingRows: View {
    let gear: [GearObject]

    var body: some View {
        ForEach(gear) { item in
            Toggle(
                item.label,
                isOn: Binding(
                    get: { item.isPacked },
                    set: { _ in item.isPacked.toggle() }
                ))
        }
    }
}
