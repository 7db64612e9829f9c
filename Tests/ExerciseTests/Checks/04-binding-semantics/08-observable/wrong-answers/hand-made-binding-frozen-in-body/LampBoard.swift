// wrong: the row's hand-made binding returns what the lamp showed when `body` ran
// rejected-by: kept-switches-read-the-lamp-now
// misconception: A binding's getter is asked whenever the switch reads it, perhaps long after `body` ran: a value
// misconception: copied in `body` and returned by `get:` is frozen at that moment. Observation hides it on screen,
// misconception: since the row reads the lamp and runs again after each change, but whoever keeps the binding
// misconception: across a change reads the old value. Read `lamp.isLit` inside `get:`, or let `@Bindable` do it.
// misconception-ja: バインディングのゲッターは、スイッチが読むたびに、`body` が実行されてからずっと後にも呼ばれます。
// misconception-ja: `body` でコピーした値を `get:` で返すと、その時点で凍ります。行はランプを読むので変化のたびに実行し
// misconception-ja: 直され、画面では Observation が隠してくれますが、変化をまたいでバインディングを持つ側は古い値を
// misconception-ja: 読みます。`lamp.isLit` は `get:` の中で読むか、`@Bindable` に任せます。
// lesson: #objects-or-properties

import MiniUI

/// A board of lamp switches, with a count of what is on, and two buttons that change lamps
/// directly (the article's "SWITCH" button, which never re-rendered anything with a plain class).
struct LampBoard: View {
    let lamps: [Lamp]

    var body: some View {
        LitCount(lamps: lamps)
        ForEach(lamps) { lamp in
            LampRow(lamp: lamp)
        }
        Button("Switch Porch") { lamps[2].isLit.toggle() }
        Button("Rename Hall") { lamps[0].name = "Hallway" }
    }
}

/// How many lamps are on. It reads every lamp's `isLit` and nothing else, so a rename does not
/// run its body again.
struct LitCount: View {
    let lamps: [Lamp]

    var body: some View {
        Text("\(lamps.filter(\.isLit).count) of \(lamps.count) lit")
    }
}

/// One switch, with a binding made by hand over what the lamp showed when the body ran.
struct LampRow: View {
    let lamp: Lamp

    var body: some View {
        let isLit = lamp.isLit
        Toggle(lamp.name, isOn: Binding(get: { isLit }, set: { lamp.isLit = $0 }))
    }
}
