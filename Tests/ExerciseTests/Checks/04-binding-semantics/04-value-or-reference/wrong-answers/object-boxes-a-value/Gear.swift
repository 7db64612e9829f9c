// wrong: the class keeps a GearValue inside and forwards its properties
// rejected-by: stores-what-the-value-stores
// misconception: The exercise sets one shape side by side as a value and as a reference: a class that only wraps
// misconception: the struct keeps the data a value inside it. Give the class its own three stored properties.
// misconception-ja: この演習は同じ形を値と参照として並べて比べます。構造体を包むだけのクラスでは、データは中で値のままです。
// misconception-ja: クラス自身に 3 つの格納プロパティを持たせます。
// lesson: #a-constant-parameter
// Every row works, since the box is shared; but the task asked for the same three stored properties.

/// A piece of gear on a packing list, as a value: every copy has its own `isPacked`. Leave it as it is; a
/// check uses it to show the error you get from a row of values.
struct GearValue: Identifiable {
    let id: Int
    let label: String
    var isPacked: Bool
}

/// The same piece of gear as a reference type: every holder of a `GearObject` holds the same object, so a
/// change made through one of them is seen by all. That is why a `let item` can still have `isPacked` set:
/// the constant is the reference, not the object it points at.
///
/// This is the version that compiles, not the one to keep. Nothing tells the host that `isPacked` changed,
/// so no body runs again (exercise 04.5 measures it); the fixes are a binding into an array of values
/// (04.7) or an `@Observable` class (04.8).
final class GearObject: Identifiable {
    private var gear: GearValue

    init(id: Int, label: String, isPacked: Bool) {
        gear = GearValue(id: id, label: label, isPacked: isPacked)
    }

    var id: Int { gear.id }
    var label: String { gear.label }
    var isPacked: Bool {
        get { gear.isPacked }
        set { gear.isPacked = newValue }
    }
}
