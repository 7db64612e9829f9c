// check: runs
// At night the comfortable range drops and widens: both ends of the band move, at once, each from its old value to
// its new one, so halfway through the animation the band lies halfway between the two.
import MiniUI

@testable import Exercise07_6

struct BedComfort: View {
    @State private var isNight = false

    var body: some View {
        Button("Night") {
            withAnimation { isNight = true }
        }
        if isNight {
            Text("Night range")
        }
        ComfortBand(low: isNight ? 0.1 : 0.5, high: isNight ? 0.5 : 0.7)
    }
}

let host = ViewHost(BedComfort())
let frames = host.animationFrames(at: [0, 0.5, 1]) { host.tap("Night") }
for (progress, frame) in zip([0, 0.5, 1], frames) {
    let band = frame.split(separator: "\n").first { $0.hasPrefix("ComfortBand") } ?? "no band on screen"
    print("\(progress): \(band)")
}

/* expected output:
0.0: ComfortBand() path in 100 × 100: (0, 30), 100 × 20
0.5: ComfortBand() path in 100 × 100: (0, 40), 100 × 30
1.0: ComfortBand() path in 100 × 100: (0, 50), 100 × 40
*/
