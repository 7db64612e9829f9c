// check: runs, preview
// A composed key path reads through every step, and DeliveryList's rows carry the ids of the parcels
// delivered, read through whichever key path the caller chose.
// varies: the deliveries: how many, their parcels' ids, tracking numbers, contents and cities, and the couriers
import MiniUI

@testable import Exercise02_3

let lamp = Parcel(
    id: 7, tracking: "TRK-0451", contents: "desk lamp", destination: Destination(city: "Sendai", postcode: "980-0011"))
let kettle = Parcel(
    id: 9, tracking: "TRK-0452", contents: "kettle", destination: Destination(city: "Nara", postcode: "630-8501"))
let deliveries = Vary.value(
    "deliveries", [Delivery(parcel: lamp, courier: "Kai"), Delivery(parcel: kettle, courier: "Noa")]
) { random in
    let trackings = random.ints(count: 4, in: 500...999)
    return random.ints(count: random.int(in: 1...4), in: 10...60).enumerated().map { number, id in
        let parcel = Parcel(
            id: id, tracking: "TRK-\(trackings[number])",
            contents: random.element(of: ["teapot", "rug", "bookshelf", "clock", "mirror"]),
            destination: Destination(
                city: random.element(of: ["Toyama", "Kochi", "Akita", "Matsue"]),
                postcode: "\(random.int(in: 100...999))-0000"))
        return Delivery(parcel: parcel, courier: random.element(of: ["Ren", "Yui", "Sora", "Aoi"]))
    }
}

let city = compose(compose(\Delivery.parcel, \Parcel.destination), \Destination.city)
print(deliveries.map { $0[keyPath: city] })

let byTracking = DeliveryList(deliveries, parcelID: \.tracking) { delivery in
    Text("\(delivery.parcel.contents): \(delivery.courier)")
}
print(ViewHost(byTracking).screen)
print(ViewHost(DeliveryList(deliveries, parcelID: \.id) { delivery in Text(delivery.courier) }).screen)

/* expected output:
["Sendai", "Nara"]
List [style: .automatic, minRowHeight: 44]
  ForEach
    row id: "TRK-0451" [separator: .automatic, insets: .automatic]
      Text("desk lamp: Kai")
    row id: "TRK-0452" [separator: .automatic, insets: .automatic]
      Text("kettle: Noa")
List [style: .automatic, minRowHeight: 44]
  ForEach
    row id: 7 [separator: .automatic, insets: .automatic]
      Text("Kai")
    row id: 9 [separator: .automatic, insets: .automatic]
      Text("Noa")
*/
