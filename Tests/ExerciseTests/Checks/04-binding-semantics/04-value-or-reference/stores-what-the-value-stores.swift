// check: runs
// behaviour-in: Gear.swift
// `GearObject` is the same piece of gear as `GearValue`, as a reference: it stores the same three properties
// itself (not a `GearValue` inside it, which would keep a value's copy behaviour one level down).
@testable import Exercise04_4

@MainActor
func storedProperties() -> [String] {
    let tent = GearObject(id: 1, label: "Tent", isPacked: false)
    return Mirror(reflecting: tent).children.compactMap(\.label)
}

let stove = GearValue(id: 1, label: "Stove", isPacked: false)
print("GearValue stores:", Mirror(reflecting: stove).children.compactMap(\.label))
print("GearObject stores:", await storedProperties())

/* expected output:
GearValue stores: ["id", "label", "isPacked"]
GearObject stores: ["id", "label", "isPacked"]
*/
