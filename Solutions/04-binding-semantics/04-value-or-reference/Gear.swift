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
    let id: Int
    let label: String
    var isPacked: Bool

    init(id: Int, label: String, isPacked: Bool) {
        self.id = id
        self.label = label
        self.isPacked = isPacked
    }
}
