// check: runs, preview
// behaviour-in: Trail.swift, FieldRow.swift
// The key paths read the right properties, and each FieldRow shows its label and the value it reads.
import MiniUI

@testable import Exercise02_1

let ridge = Trail(
    id: 3, name: "Cedar Ridge", region: Region(name: "Kiso Valley", country: "Japan"), lengthKm: 12.5, climb: 840)

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
