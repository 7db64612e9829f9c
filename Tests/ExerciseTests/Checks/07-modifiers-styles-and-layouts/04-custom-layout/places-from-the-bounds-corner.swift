// check: runs
// Inside a padding, the container's bounds do not start at zero: a 12-point padding in a 224-point frame proposes
// 200 points of width and puts the bounds' corner at (12, 12), and every tile is placed from that corner.
import MiniUI

@testable import Exercise07_4

struct PaddedBench: View {
    var body: some View {
        TileFlow(spacing: 8) {
            Text("Seedlings").frame(width: 120, height: 40)
            Text("Herbs").frame(width: 70, height: 40)
            Text("Bulbs").frame(width: 90, height: 30)
        }
        .padding(12)
        .frame(width: 224)
    }
}

print(ViewHost(PaddedBench()).screen)

/* expected output:
TileFlow.padding(12).frame(width: 224) [proposed 200 × 828, size 198 × 78]
  Text("Seedlings").frame(width: 120, height: 40) [at (12, 12), 120 × 40]
  Text("Herbs").frame(width: 70, height: 40) [at (140, 12), 70 × 40]
  Text("Bulbs").frame(width: 90, height: 30) [at (12, 60), 90 × 30]
*/
