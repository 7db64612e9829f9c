// check: runs
// A row is its item, whatever the item is called: pack the map, then correct its name on screen, and the row
// is still the map's, still packed. (A row identified by the name becomes a new row when the name changes, and
// its switch starts off again.)
import MiniUI

@testable import Exercise03_7

struct Trip: View {
    @State private var items = [Item(id: 1, name: "Tent"), Item(id: 2, name: "Map")]

    var body: some View {
        VStack {
            Button("Call it the road map") { items[1].name = "Road map" }
            PackingList(items: items)
        }
    }
}

let host = ViewHost(Trip())
host.toggle("2. Map")
print("packed the map:        ", host.isOn("2. Map"))

host.tap("Call it the road map")
print("renamed, still packed: ", host.isOn("2. Road map"))

/* expected output:
packed the map:         true
renamed, still packed:  true
*/
