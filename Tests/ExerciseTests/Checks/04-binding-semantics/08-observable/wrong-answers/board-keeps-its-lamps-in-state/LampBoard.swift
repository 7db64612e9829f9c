// wrong: the board keeps the lamps it is given in its own @State
// rejected-by: a-board-follows-new-lamps
// misconception: `@State` keeps the first value a view is given and ignores every later one, and an `@Observable`
// misconception: object needs no wrapper to be observed: hold an array passed in by a parent as a plain `let`.
// misconception-ja: `@State` は最初に渡された値だけを残し、その後に渡される値を無視します。`@Observable` のオブジェクトは
// misconception-ja: 監視のためのラッパーを必要としません。親から渡される配列は普通の `let` で持ちます。
// lesson: #objects-or-properties
// Every switch works and only readers re-render, but when the parent hands the board another floor's lamps it
// goes on showing the first floor.

import MiniUI

/// A board of lamp switches, with a count of what is on, and two buttons that change lamps
/// directly (the article's "SWITCH" button, which never re-rendered anything with a plain class).
struct LampBoard: View {
    @State var lamps: [Lamp]

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

/// One switch. `@Bindable` gives bindings to the properties of an `@Observable` object (`$lamp.isLit`);
/// the observing itself needs no wrapper.
struct LampRow: View {
    @Bindable var lamp: Lamp

    var body: some View {
        Toggle(lamp.name, isOn: $lamp.isLit)
    }
}
