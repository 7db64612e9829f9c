// check: rejects
// `sorted(by:)` needs a value it can order: a `Country` is not Comparable, so sorting by it is refused at
// compile time instead of being sorted by some accident of its description.
@testable import Exercise02_4

func sortByCountry(_ cities: [City]) {
    _ = cities.sorted(by: \.country)  // expected-error {{requires that 'Country' conform to 'Comparable'}}
}
