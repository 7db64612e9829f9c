// wrong: keeps GearObject a struct and gives each row a @State copy to switch
// rejected-by: rows-write-to-the-shared-objects
// misconception: A row with a `@State` copy switches its own value, so the caller's gear never changes; only a
// misconception: reference type lets the row and the caller share one object.
// misconception-ja: `@State` のコピーを持つ行は自分の値を切り替えるだけで、呼び出し側の道具は変わりません。
// misconception-ja: 行と呼び出し側が 1 つのオブジェクトを共有できるのは参照型だけです。
// lesson: #a-constant-parameter
// The switches move on screen, but each row edits its own copy: the caller's gear never changes.

struct GearValue: Identifiable {
    let id: Int
    let label: String
    var isPacked: Bool
}

struct GearObject: Identifiable {
    let id: Int
    let label: String
    var isPacked: Bool
}
