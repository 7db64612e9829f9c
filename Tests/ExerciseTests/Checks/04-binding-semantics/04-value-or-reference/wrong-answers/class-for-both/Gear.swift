// wrong: turns GearValue itself into a class and names it GearObject too
// rejected-by: rejects-assigning-through-a-value-row
// misconception: Only the class needed to change: with no value type left, the lesson's point (a struct row is a
// misconception: frozen copy) can no longer be shown, and copies of `GearValue` change the original.
// misconception-ja: 変える必要があったのはクラスの方だけです。値型がなくなると、
// misconception-ja: 構造体の行は凍ったコピーだという要点を示せなくなり、`GearValue`
// misconception-ja: のコピーが元の値まで変えてしまいます。
// lesson: #a-constant-parameter
// The rows compile and write through, but there is no value type left: a row of GearValue no longer shows
// the 'let' constant error, and a copied GearValue changes the original.

final class GearValue: Identifiable {
    let id: Int
    let label: String
    var isPacked: Bool

    init(id: Int, label: String, isPacked: Bool) {
        self.id = id
        self.label = label
        self.isPacked = isPacked
    }
}

typealias GearObject = GearValue
