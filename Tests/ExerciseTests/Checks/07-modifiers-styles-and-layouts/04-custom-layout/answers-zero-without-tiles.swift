// check: runs
// A flow with no tiles has no rows: offered a width or proposed nothing, it answers 0 × 0, not the spacing of a row
// that is not there.
import MiniUI

@testable import Exercise07_4

struct EmptyBench: View {
    let beds: [String] = []

    var body: some View {
        VStack {
            TileFlow(spacing: 8) {
                ForEach(beds, id: \.self) { bed in
                    Text(bed).frame(width: 80, height: 40)
                }
            }
            .frame(width: 200)
            TileFlow(spacing: 8) {
                ForEach(beds, id: \.self) { bed in
                    Text(bed).frame(width: 80, height: 40)
                }
            }
            .fixedSize()
        }
    }
}

let screen = ViewHost(EmptyBench()).screen
for line in screen.split(separator: "\n") where line.contains("TileFlow") {
    print(line.trimmingCharacters(in: .whitespaces))
}

/* expected output:
TileFlow.frame(width: 200) [proposed 200 × 852, size 0 × 0]
TileFlow.fixedSize() [proposed nil × nil, size 0 × 0]
*/
