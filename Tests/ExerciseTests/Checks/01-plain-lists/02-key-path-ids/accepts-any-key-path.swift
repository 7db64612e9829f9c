// check: compiles
// PlainList takes any items with a key path to a Hashable id: strings identified by themselves (`\.self`),
// parcels by their tracking code or by a nested property, numbers, items that are neither Identifiable nor Hashable.
// The id's type is a generic parameter, inferred from the key path: `PlainList<String, String, Text>`. A key
// path held in a variable is accepted as well as a literal.
import MiniUI

@testable import Exercise01_2

struct Courier {
    let name: String
}

/// Neither Identifiable nor Hashable: only the key paths below make its rows identifiable.
struct Parcel {
    let trackingCode: String
    let destination: String
    let courier: Courier
    let grams: Int
}

@MainActor
func usePlainLists(parcels: [Parcel]) {
    let names: PlainList<String, String, Text> = PlainList(["north", "east"], id: \.self) { name in
        Text(name)
    }
    let byTrackingCode: PlainList<Parcel, String, Text> = PlainList(parcels, id: \.trackingCode) { parcel in
        Text(parcel.destination)
    }
    let byCourier = PlainList(parcels, id: \.courier.name) { parcel in
        Text(parcel.courier.name)
        if parcel.grams > 500 {
            Text("Heavy")
        }
    }
    let numbers: PlainList<Int, Int, Text> = PlainList([1, 2, 3], id: \.self) { number in
        Text("\(number)")
    }
    // A key path chosen elsewhere and held in a variable, as a screen that lets the user pick how rows are
    // keyed would hold it: only a parameter of key-path type takes it (a literal converts to a function too).
    let chosenID: KeyPath<Parcel, String> = \.destination
    let byChosenID = PlainList(parcels, id: chosenID) { parcel in
        Text(parcel.trackingCode)
    }
    _ = (names, byTrackingCode, byCourier, numbers, byChosenID)
}
