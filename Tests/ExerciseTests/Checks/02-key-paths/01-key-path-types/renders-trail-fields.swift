// check: runs, preview
// behaviour-in: Trail.swift, FieldRow.swift
// The key paths read the right properties, and each FieldRow shows its label and the value it reads.
// varies: the trail: its name, region, country, length and climb
import MiniUI

@testable import Exercise02_1

let ridge = Vary.value(
    "trail",
    Trail(
        id: 3, name: "Cedar Ridge", region: Region(name: "Kiso Valley", country: "Japan"), lengthKm: 12.5, climb: 840)
) { random in
    Trail(
        id: random.int(in: 4...99), name: random.element(of: ["Pine Loop", "Falcon Crest", "Mossy Steps", "Lake Rim"]),
        region: Region(
            name: random.element(of: ["Upper Gorge", "Birch Hollow", "Windy Pass"]),
            country: random.element(of: ["Norway", "Chile", "Canada", "Nepal"])),
        lengthKm: Double(random.int(in: 20...300)) / 4, climb: random.int(in: 1...2400))
}

print(ridge[keyPath: trailName], ridge[keyPath: trailCountry], ridge[keyPath: trailLength])

let card = VStack(alignment: .leading) {
    FieldRow("Trail", of: ridge, at: \.name)
    FieldRow("Country", of: ridge, at: trailCountry)
    FieldRow("Region", of: ridge.region, at: regionName)
    FieldRow("Length (km)", of: ridge, at: trailLength)
    FieldRow("Climb (m)", of: ridge, at: \.climb)
}
print(ViewHost(card).screen)

/* expected output:
Cedar Ridge Japan 12.5
VStack(alignment: .leading)
  HStack
    Text("Trail")
    Text("Cedar Ridge")
  HStack
    Text("Country")
    Text("Japan")
  HStack
    Text("Region")
    Text("Kiso Valley")
  HStack
    Text("Length (km)")
    Text("12.5")
  HStack
    Text("Climb (m)")
    Text("840")
*/
