// wrong: the row's hand-made binding flips the lamp whatever value it is handed
// rejected-by: kept-switches-read-the-lamp-now
// misconception: A binding's setter is handed the new value, and must store it: a setter that flips looks right
// misconception: while every write is a tap, but a write of the value the lamp already has (a setting synced from
// misconception: elsewhere) turns it the other way. Store what `set:` is handed, or let `@Bindable` do it.
// misconception-ja: バインディングのセッターには新しい値が渡されるので、それを保存します。反転するセッターは書き込みが
// misconception-ja: すべてタップのうちは正しく見えますが、ランプがすでに持つ値を書くと（ほかから同期した設定など）逆に
// misconception-ja: なります。`set:` に渡された値を保存するか、`@Bindable` に任せます。
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

/// One switch.
struct LampRow: View {
    let lamp: Lamp

    var body: some View {
        Toggle(lamp.name, isOn: Binding(get: { lamp.isLit }, set: { _ in lamp.isLit.toggle() }))
    }
}
