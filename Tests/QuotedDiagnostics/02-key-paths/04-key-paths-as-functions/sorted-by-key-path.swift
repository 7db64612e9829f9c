// 02.4's lesson: sorting by a key path before `sorted(by:)` for key paths exists.
struct City {
    var name: String
    var population: Int
}

func sort(_ cities: [City]) -> [City] {
    // expected-error@+2 {{cannot infer key path type from context; consider explicitly specifying a root type}}
    // expected-error@+1 {{cannot convert key path into a multi-argument function type '(City, City) throws -> Bool'}}
    cities.sorted(by: \.population)
}
