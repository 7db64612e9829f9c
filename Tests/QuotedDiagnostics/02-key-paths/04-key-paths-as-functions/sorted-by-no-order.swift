// 02.4's lesson: sorting by a key path to something that has no order.
extension Sequence {
    // expected-note@+1 {{where 'Value' = 'Country'}}
    func sorted<Value: Comparable>(by path: KeyPath<Element, Value>) -> [Element] {
        sorted { $0[keyPath: path] < $1[keyPath: path] }
    }
}

struct Country {
    var name: String
}

struct City {
    var name: String
    var country: Country
}

func sort(_ cities: [City]) -> [City] {
    // expected-error@+1 {{instance method 'sorted(by:)' requires that 'Country' conform to 'Comparable'}}
    cities.sorted(by: \.country)
}
