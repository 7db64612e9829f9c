// check: runs, preview
// Each row's id is what the caller's key path gives: the string itself for `\.self`, the tracking code for `\.trackingCode`.
// The list is still plain: plain style, no minimum row height, no separators, zero insets.
import MiniUI

@testable import Exercise01_2

struct Parcel {
    let trackingCode: String
    let destination: String
}

let frameworks = PlainList(["north", "south"], id: \.self) { name in
    Text(name)
}
print(ViewHost(frameworks).screen)

let parcels = [
    Parcel(trackingCode: "PX-0001", destination: "Kyoto"),
    Parcel(trackingCode: "PX-0002", destination: "Lisbon"),
]
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
