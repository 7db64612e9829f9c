// 01.3's lesson: with `Key == Element`, the mistakes are caught at the call.
struct Ranking<Element, Key: Comparable> {
    let elements: [Element]
    init(_ elements: [Element], by key: KeyPath<Element, Key>) {
        self.elements = elements.sorted { $0[keyPath: key] < $1[keyPath: key] }
    }
}

// expected-note@+2 {{where 'Element' = 'Int', 'Key' = 'String'}}
// expected-note@+1 {{where 'Element' = 'RaceResult'}}
extension Ranking where Element: Comparable, Key == Element {
    init(_ elements: [Element]) {
        self.init(elements, by: \.self)
    }
}

struct RaceResult {
    var seconds: Double
}

// expected-error@+1 {{referencing initializer 'init(_:)' on 'Ranking' requires the types 'Int' and 'String' be equivalent}}
let words = Ranking<Int, String>([3, 1, 2])
// expected-error@+1 {{referencing initializer 'init(_:)' on 'Ranking' requires that 'RaceResult' conform to 'Comparable'}}
let results = Ranking([RaceResult(seconds: 9.9)])
