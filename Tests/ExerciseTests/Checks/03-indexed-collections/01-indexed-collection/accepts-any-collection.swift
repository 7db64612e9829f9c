// check: compiles
// `indexed()` works on any collection (an array, a slice, a string, a set, a lazy map) and returns an
// `IndexedCollection<Base>` whose indices are the base's indices and whose elements are labelled pairs
// `(index: Base.Index, element: Base.Element)`; a for-in loop can take each pair apart.
@testable import Exercise03_1

struct Stop {
    let id: Int
    var name: String
}

func sameType<T>(_: T.Type, _: T.Type) {}

func useIndexed(_ stops: [Stop]) {
    let indexedStops: IndexedCollection<[Stop]> = stops.indexed()
    sameType(IndexedCollection<[Stop]>.Element.self, (index: Int, element: Stop).self)
    sameType(IndexedCollection<[Stop]>.Index.self, Int.self)
    sameType(IndexedCollection<String>.Element.self, (index: String.Index, element: Character).self)
    sameType(IndexedCollection<String>.Index.self, String.Index.self)
    sameType(IndexedCollection<Set<String>>.Index.self, Set<String>.Index.self)

    let first: (index: Int, element: Stop)? = indexedStops.first
    let positions: [Int] = stops[1...].indexed().map(\.index)
    let names: [String] = stops.indexed().map(\.element.name)
    let letters: [(index: String.Index, element: Character)] = Array("swift".indexed())
    let tags = Set(["new", "used"]).indexed()
    let doubled = (1...3).lazy.map { $0 * 2 }.indexed()

    for (index, stop) in stops.indexed() {
        print(index + 1, stop.name)
    }

    _ = (first, positions, names, letters, tags.count, doubled.first)
}
