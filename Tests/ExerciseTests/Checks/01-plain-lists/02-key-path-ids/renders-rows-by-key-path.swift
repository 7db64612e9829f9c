// check: runs, preview
// Each row's id is what the caller's key path gives: the string itself for `\.self`, the tracking code for `\.trackingCode`.
// The list is still plain: plain style, no minimum row height, no separators, zero insets.
// varies: the names and the parcels: how many, their tracking codes and destinations
import MiniUI

@testable import Exercise01_2

struct Parcel {
    let trackingCode: String
    let destination: String
}

let names = Vary.value("names", ["north", "south"]) { random in
    random.sample(["east", "west", "upper", "lower", "inner"], count: random.int(in: 1...4))
}
let parcels = Vary.value(
    "parcels",
    [
        Parcel(trackingCode: "PX-0001", destination: "Kyoto"),
        Parcel(trackingCode: "PX-0002", destination: "Lisbon"),
    ]
) { random in
    random.ints(count: random.int(in: 1...4), in: 100...999).map { code in
        Parcel(
            trackingCode: "QZ-\(code)", destination: random.element(of: ["Hanoi", "Quito", "Oslo", "Perth", "Lima"]))
    }
}

let frameworks = PlainList(names, id: \.self) { name in
    Text(name)
}
print(ViewHost(frameworks).screen)

let shelf = PlainList(parcels, id: \.trackingCode) { parcel in
    Text(parcel.destination)
}
print(ViewHost(shelf).screen)

/* expected output:
List [style: .plain, minRowHeight: 0]
  ForEach
    row id: "north" [separator: .hidden, insets: EdgeInsets()]
      Text("north")
    row id: "south" [separator: .hidden, insets: EdgeInsets()]
      Text("south")
List [style: .plain, minRowHeight: 0]
  ForEach
    row id: "PX-0001" [separator: .hidden, insets: EdgeInsets()]
      Text("Kyoto")
    row id: "PX-0002" [separator: .hidden, insets: EdgeInsets()]
      Text("Lisbon")
*/
