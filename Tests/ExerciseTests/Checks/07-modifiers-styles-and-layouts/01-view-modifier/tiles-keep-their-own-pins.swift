// check: runs
// Each tile keeps its own pin: pinning one tile leaves the others as they were, and runs the body of that tile's
// modifier only, not the body of the screen around it nor of the reading inside it (the content is the same view
// as before, so it is not asked again).
import MiniUI

@testable import Exercise07_1

struct LightMeter: View {
    let lux: Int
    var body: some View { Text("\(lux) lx") }
}

struct MeterWall: View {
    var body: some View {
        VStack {
            LightMeter(lux: 1200).readingTile("East")
            LightMeter(lux: 800).readingTile("West")
        }
    }
}

let host = ViewHost(MeterWall())
print("first: \(host.takeRenderLog())")
host.tap("Pin West")
print("after pinning West: \(host.takeRenderLog())")
print(host.screen)
host.tap("Unpin West")
host.tap("Pin East")
print("after unpinning West and pinning East:")
print(host.screen)

/* expected output:
first: ["MeterWall", "ReadingTile", "LightMeter", "ReadingTile", "LightMeter"]
after pinning West: ["ReadingTile"]
VStack
  VStack(alignment: .leading).padding(8)
    Text("East").font(.caption)
    Text("1200 lx")
    Button("Pin East")
  VStack(alignment: .leading).padding(8)
    Text("West").font(.caption)
    Text("800 lx")
    Button("Unpin West")
after unpinning West and pinning East:
VStack
  VStack(alignment: .leading).padding(8)
    Text("East").font(.caption)
    Text("1200 lx")
    Button("Unpin East")
  VStack(alignment: .leading).padding(8)
    Text("West").font(.caption)
    Text("800 lx")
    Button("Pin West")
*/
