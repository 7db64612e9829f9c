// check: runs, preview
// Cities sorted by name, by founding year (the two cities founded in 1534 keep their order) and by
// elevation (numbers as numbers: 161 comes before 1018); a stored key path read through `getter`; a list
// sorted by founding year.
// varies: the cities: how many, their ids, names, countries, founding years (always two or more alike) and elevations
import MiniUI

@testable import Exercise02_4

let cities = Vary.value(
    "cities",
    [
        City(id: 1, name: "Lima", country: Country(name: "Peru"), founded: 1535, elevation: 161),
        City(id: 2, name: "Quito", country: Country(name: "Ecuador"), founded: 1534, elevation: 2850),
        City(id: 3, name: "Cali", country: Country(name: "Colombia"), founded: 1536, elevation: 1018),
        City(id: 4, name: "Cusco", country: Country(name: "Peru"), founded: 1534, elevation: 3399),
    ]
) { random in
    // Four or five towns over three founding years: two at least share one.
    let count = random.int(in: 4...5)
    let names = random.shuffled(["Alderford", "Brookmere", "Cinderhill", "Dunmoor", "Eastwick", "Fallowby"])
    let elevations = random.sample([45, 96, 310, 870, 1240, 2600, 3950], count: count)
    return zip(random.ints(count: count, in: 5...60), zip(names, random.shuffled(elevations))).map { id, town in
        City(
            id: id, name: town.0, country: Country(name: random.element(of: ["Valdoria", "Norvenia", "Estmark"])),
            founded: random.element(of: [1702, 1703, 1704]), elevation: town.1)
    }
}

print(cities.sorted(by: \.name).map(\.id))
print(cities.sorted(by: \.founded).map(\.id))
print(cities.sorted(by: \.elevation).map(\.elevation))

let countryName = \City.country.name
print(cities.map(getter(countryName)))

print(ViewHost(List(cities.sorted(by: \.founded)) { Text("\($0.founded) \($0.name)") }).screen)

/* expected output:
[3, 4, 1, 2]
[2, 4, 1, 3]
[161, 1018, 2850, 3399]
["Peru", "Ecuador", "Colombia", "Peru"]
List [style: .automatic, minRowHeight: 44]
  ForEach
    row id: 2 [separator: .automatic, insets: .automatic]
      Text("1534 Quito")
    row id: 4 [separator: .automatic, insets: .automatic]
      Text("1534 Cusco")
    row id: 1 [separator: .automatic, insets: .automatic]
      Text("1535 Lima")
    row id: 3 [separator: .automatic, insets: .automatic]
      Text("1536 Cali")
*/
