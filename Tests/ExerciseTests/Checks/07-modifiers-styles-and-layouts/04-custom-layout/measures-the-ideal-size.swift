// check: runs
// The cache keeps each tile's ideal size, what it answers when proposed nothing (`.unspecified`). A tile that takes
// the width it is offered (a strip of colour between two groups of beds, with a height only) has an ideal width of
// its own, 10 points in MiniUI as in SwiftUI; proposed zero, it would answer its smallest, no width at all.
import MiniUI

@testable import Exercise07_4

struct BedGroups: View {
    var body: some View {
        TileFlow(spacing: 8) {
            Text("Beans").frame(width: 70, height: 40)
            Color.green.frame(height: 40)
            Text("Peas").frame(width: 60, height: 40)
        }
        .frame(width: 200)
    }
}

print(ViewHost(BedGroups()).screen)

/* expected output:
TileFlow.frame(width: 200) [proposed 200 × 852, size 156 × 40]
  Text("Beans").frame(width: 70, height: 40) [at (0, 0), 70 × 40]
  Color.green.frame(height: 40) [at (78, 0), 10 × 40]
  Text("Peas").frame(width: 60, height: 40) [at (96, 0), 60 × 40]
*/
