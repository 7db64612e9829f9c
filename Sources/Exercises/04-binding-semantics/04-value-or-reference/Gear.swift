// Goal: see why a ForEach row of structs cannot be written to, and write the reference-type version
// that compiles: a class whose rows write to objects the caller shares.
// Check it: swift run puzzles check 04.4
// Lesson: Lessons/04-binding-semantics/04-value-or-reference/README.md

/// A piece of gear on a packing list, as a value: every copy has its own `isPacked`. Leave it as it is; a
/// check uses it to show the error you get from a row of values.
struct GearValue: Identifiable {
    let id: Int
    let label: String
    var isPacked: Bool
}

// TODO: Write `GearObject`, the same piece of gear as a reference type: a class (`final` or not, as you like)
//       with the same three stored properties as `GearValue`, made with labels `id:label:isPacked:`, and
//       Identifiable by the same `id`. A plain, nonisolated class or a `@MainActor` one are both accepted
//       (the lesson says why the second is the honest one); not `@unchecked Sendable`, nor a `Sendable`
//       class with a `nonisolated(unsafe)` property.
