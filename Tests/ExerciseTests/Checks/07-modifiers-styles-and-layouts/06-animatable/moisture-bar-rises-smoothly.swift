// check: runs, preview
// Watering changes the bed's level inside `withAnimation`. At each moment of the animation the bar draws its path
// from a level between the old one and the new one (a quarter of the way at progress 0.25, halfway at 0.5), so it
// rises instead of jumping to its new height.
// varies: the level before and after watering
import MiniUI

@testable import Exercise07_6

let levels = Vary.value("levels before and after", [0.2, 0.6]) { random in
    let before = Double(random.int(in: 0...4)) / 10
    return [before, before + Double(random.int(in: 2...5)) / 10]
}

struct BedMoisture: View {
    @State var level: Double
    let watered: Double

    var body: some View {
        Button("Water") {
            withAnimation { level = watered }
        }
        MoistureBar(level: level).fill(.blue)
    }
}

let host = ViewHost(BedMoisture(level: levels[0], watered: levels[1]))
let frames = host.animationFrames(at: [0, 0.25, 0.5, 1]) { host.tap("Water") }
for (progress, frame) in zip([0, 0.25, 0.5, 1], frames) {
    let bar = frame.split(separator: "\n").first { $0.hasPrefix("MoistureBar") } ?? "no bar on screen"
    print("\(progress): \(bar)")
}

/* expected output:
0.0: MoistureBar().fill(.blue) path in 100 × 100: (0, 80), 100 × 20
0.25: MoistureBar().fill(.blue) path in 100 × 100: (0, 70), 100 × 30
0.5: MoistureBar().fill(.blue) path in 100 × 100: (0, 60), 100 × 40
1.0: MoistureBar().fill(.blue) path in 100 × 100: (0, 40), 100 × 60
*/
