// check: runs
// The animatable data is the gauge's own values, both ways: reading it gives the level (the band's low and high, in
// that order), and writing it, as SwiftUI does at each frame of an animation, sets them.
import MiniUI

@testable import Exercise07_6

var bar = MoistureBar(level: 0.3)
print("bar reads \(bar.animatableData)")
bar.animatableData = 0.75
print("bar after a write of 0.75: level \(bar.level)")

var band = ComfortBand(low: 0.1, high: 0.9)
print("band reads \(band.animatableData.first), \(band.animatableData.second)")
band.animatableData = AnimatablePair(0.25, 0.5)
print("band after a write of (0.25, 0.5): low \(band.low), high \(band.high)")

/* expected output:
bar reads 0.3
bar after a write of 0.75: level 0.75
band reads 0.1, 0.9
band after a write of (0.25, 0.5): low 0.25, high 0.5
*/
