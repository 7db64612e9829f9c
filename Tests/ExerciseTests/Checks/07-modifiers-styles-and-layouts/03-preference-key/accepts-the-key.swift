// check: compiles
// `ThirstyBedsKey` is a `PreferenceKey` whose value is a list of names: a view sets it with
// `.preference(key:value:)`, an ancestor hears it with `.onPreferenceChange`, and `reduce` combines two lists.
import MiniUI

@testable import Exercise07_3

struct PottingBench: View {
    @State private var heard: [String] = []

    var body: some View {
        VStack {
            Text("Tray A").preference(key: ThirstyBedsKey.self, value: ["Tray A"])
            Text("Tray B").transformPreference(ThirstyBedsKey.self) { names in names.append("Tray B") }
        }
        .onPreferenceChange(ThirstyBedsKey.self) { (names: [String]) in heard = names }
    }
}

@MainActor
func combine() {
    let empty: [String] = ThirstyBedsKey.defaultValue
    var names = ["Basil"]
    ThirstyBedsKey.reduce(value: &names) { ["Mint"] }
    let row = BedRow(bed: SoilBed(id: 1, name: "Basil", moisture: 20))
    _ = (empty, names, row, PottingBench(), ThirstScreen(beds: []))
}
