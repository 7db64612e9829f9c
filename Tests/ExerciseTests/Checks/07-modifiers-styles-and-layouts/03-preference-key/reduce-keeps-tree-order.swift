// check: runs
// `reduce` keeps the names already gathered and adds the next sibling's after them, so nested stacks are heard in
// the order they are shown; combining with the default value changes nothing; and when the views that set a value
// go away, the screen hears the default again.
import MiniUI

@testable import Exercise07_3

var names = ["Fern"]
ThirstyBedsKey.reduce(value: &names) { ["Moss", "Ivy"] }
print("reduced: \(names)")
ThirstyBedsKey.reduce(value: &names) { ThirstyBedsKey.defaultValue }
print("with the default: \(names)")

struct PottingBench: View {
    @State private var showsTrays = true

    var body: some View {
        VStack {
            if showsTrays {
                HStack {
                    Text("Tray A").preference(key: ThirstyBedsKey.self, value: ["Tray A"])
                    VStack {
                        Text("Tray B").preference(key: ThirstyBedsKey.self, value: [])
                        Text("Tray C").preference(key: ThirstyBedsKey.self, value: ["Tray C", "Tray C seedlings"])
                    }
                }
                Text("Tray D").preference(key: ThirstyBedsKey.self, value: ["Tray D"])
            }
            Button("Clear the bench") { showsTrays = false }
        }
        .onPreferenceChange(ThirstyBedsKey.self) { names in print("heard: \(names)") }
    }
}

let bench = ViewHost(PottingBench())
bench.tap("Clear the bench")
print("empty again: \(ThirstyBedsKey.defaultValue.isEmpty)")

/* expected output:
reduced: ["Fern", "Moss", "Ivy"]
with the default: ["Fern", "Moss", "Ivy"]
heard: ["Tray A", "Tray C", "Tray C seedlings", "Tray D"]
heard: []
empty again: true
*/
