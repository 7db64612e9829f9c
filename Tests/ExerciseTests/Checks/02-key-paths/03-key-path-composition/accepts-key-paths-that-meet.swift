// check: compiles
// `compose` joins any two key paths whose types meet, the first one's value being the second one's root,
// literals or stored ones, into one key path; composed paths compose again. `DeliveryList` takes a key
// path into `Parcel` of any Hashable type.
import MiniUI

@testable import Exercise02_3

@MainActor
func useComposition(_ deliveries: [Delivery]) {
    let contents: KeyPath<Delivery, String> = compose(\Delivery.parcel, \Parcel.contents)
    let toParcel: KeyPath<Delivery, Parcel> = \.parcel
    let toDestination: KeyPath<Parcel, Destination> = \.destination
    let destination: KeyPath<Delivery, Destination> = compose(toParcel, toDestination)
    let city: KeyPath<Delivery, String> = compose(destination, \Destination.city)
    let cityLength: KeyPath<Delivery, Int> = compose(city, \.count)

    let byTracking = DeliveryList(deliveries, parcelID: \.tracking) { delivery in Text(delivery.courier) }
    let byID: DeliveryList<Int, Text> = DeliveryList(deliveries, parcelID: \.id) { delivery in
        Text(delivery.parcel.contents)
    }

    _ = (contents, cityLength, byTracking, byID)
}
