// Goal: see why a ForEach row of structs cannot be written to, and write the reference-type version
// that compiles: a class whose rows write to objects the caller shares.
// Check it: swift run puzzles check 04.4
// Lesson: Lessons/04-binding-semantics/04-value-or-reference/README.md

/// A feature flag as a value: every copy has its own `isEnabled`. Leave it as it is; a check uses it to
/// show the error you get from a row of values.
struct FlagValue: Identifiable {
    let name: String
    var isEnabled: Bool

    var id: String { name }
}

// TODO: Write `FlagObject`, the same flag as a reference type: a `final class` with `let name: String`,
//       `var isEnabled: Bool`, an initializer `init(name:isEnabled:)` (classes get no memberwise one), and
//       an `id` so that it is Identifiable.
