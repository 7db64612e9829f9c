// check: compiles
// `sorted(by:)` takes a key path literal or a stored key path to any Comparable value, on any sequence
// (an array, a slice, a range, a lazy map, and sequences that are not collections at all: a stride and a zip),
// and returns an array; `getter` turns a stored key path into a function that `map` accepts.
@testable import Exercise02_4

func useKeyPaths(_ cities: [City]) {
    let byName: [City] = cities.sorted(by: \.name)
    let byFounding: [City] = cities.sorted(by: \.founded)
    let youngest = cities[1...].sorted(by: \.founded).last
    let byCountry = cities.sorted(by: \.country.name)
    let shortWords = ["kiwi", "fig", "banana"].sorted(by: \.count)
    let numbers = (1...5).sorted(by: \.self)
    let lengths = cities.lazy.map(\.name).sorted(by: \.count)
    // Neither a stride nor a zip is a Collection: only a method on Sequence reaches them.
    let countdown: [Int] = stride(from: 9, to: 0, by: -3).sorted(by: \.self)
    let pairs: [(String, Int)] = zip(cities.map(\.name), cities.map(\.elevation)).sorted(by: \.1)

    let elevationPath: KeyPath<City, Int> = \.elevation
    let byElevation: [City] = cities.sorted(by: elevationPath)
    let readName: (City) -> String = getter(\.name)
    let elevations: [Int] = cities.map(getter(elevationPath))
    let names: [String] = cities.map(\.name)

    _ = (byName, byFounding, youngest, byCountry, shortWords, numbers, lengths, byElevation, readName, elevations)
    _ = (names, countdown, pairs)
}
