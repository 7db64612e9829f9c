// check: runs
// A `BedRow` reports by itself: shown anywhere, on a screen of someone else's, a thirsty bed's row is heard under the
// key with its name, and a moist bed's row adds no name. The list does not report for its rows.
import MiniUI

@testable import Exercise07_3

struct GardenShedPanel: View {
    @State private var heard = ["(nothing heard yet)"]

    var body: some View {
        VStack {
            Text("heard: \(heard.joined(separator: ", "))")
            VStack {
                BedRow(bed: SoilBed(id: 21, name: "Chives", moisture: 64))
                BedRow(bed: SoilBed(id: 22, name: "Lovage", moisture: 9))
            }
            .onPreferenceChange(ThirstyBedsKey.self) { names in
                heard = names
            }
        }
    }
}

print(ViewHost(GardenShedPanel()).texts)

/* expected output:
["heard: Lovage", "Chives: 64%", "Lovage: 9%"]
*/
