// check: rejects
// Read-only paths cannot be written through: a `let` (`id`, `species`, `owner`) and a get-only computed
// property (`summary`) give plain KeyPaths. `assign` refuses a struct, whose copy would take the write
// and be thrown away.
@testable import Exercise02_5

@MainActor
func writeWhatCannotBeWritten(_ fern: Plant, _ house: Greenhouse) {
    _ = updating(fern, \.id, to: 2)  // expected-error {{to expected argument type 'WritableKeyPath<Plant, Int>'}}
    // expected-error@+1 {{to expected argument type 'WritableKeyPath<Plant, String>'}}
    _ = updating(fern, \.summary, to: "")
    // expected-error@+1 {{to expected argument type 'WritableKeyPath<Plant, String>'}}
    _ = updating(fern, \.care.species, to: "Ocimum")

    // expected-error@+1 {{to expected argument type 'ReferenceWritableKeyPath<Greenhouse, String>'}}
    assign("Noa", to: \.owner, on: house)
    // expected-error@+2 {{requires that 'Plant' be a class type}}
    // expected-error@+1 {{to expected argument type 'ReferenceWritableKeyPath<Plant, String>'}}
    assign("Lost", to: \.nickname, on: fern)
}
