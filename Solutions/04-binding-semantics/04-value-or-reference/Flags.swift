/// A feature flag as a value: every copy has its own `isEnabled`. Leave it as it is; a check uses it to
/// show the error you get from a row of values.
struct FlagValue: Identifiable {
    let name: String
    var isEnabled: Bool

    var id: String { name }
}

/// The same flag as a reference type: every holder of a `FlagObject` holds the same object, so a change
/// made through one of them is seen by all. That is why a `let flag` can still have `isEnabled` set: the
/// constant is the reference, not the object it points at.
///
/// This is the version that compiles, not the one to keep. Nothing tells the host that `isEnabled`
/// changed, so no body runs again (exercise 04.5 measures it); the fixes are a binding into an array of
/// values (04.7) or an `@Observable` class (04.8).
final class FlagObject: Identifiable {
    let name: String
    var isEnabled: Bool

    init(name: String, isEnabled: Bool) {
        self.name = name
        self.isEnabled = isEnabled
    }

    var id: String { name }
}
