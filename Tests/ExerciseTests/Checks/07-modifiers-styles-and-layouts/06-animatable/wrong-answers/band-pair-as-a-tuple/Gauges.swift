// wrong: gives the comfort band its two ends as a tuple named animatableData, which Animatable never sees
// rejected-by: accepts-gauges, comfort-band-moves-both-ends
// misconception: `Animatable` wants an `animatableData` whose type is `VectorArithmetic`, and a tuple cannot be one: the
// misconception: tuple property is just another property, the default `EmptyAnimatableData` stays, and the band jumps
// misconception: without a word from the compiler. `AnimatablePair` is the pair that is itself `VectorArithmetic`.
// misconception-ja: `Animatable` が求めるのは型が `VectorArithmetic` の `animatableData` で、タプルはそうなれません。タプルの
// misconception-ja: プロパティはただのプロパティで、既定の `EmptyAnimatableData` が残り、コンパイラが何も言わないまま帯は跳びます。
// misconception-ja: それ自身が `VectorArithmetic` であるペアが `AnimatablePair` です。
// lesson: #when-the-compiler-says-nothing
import MiniUI

/// A bed's soil moisture as a bar that fills its frame from the bottom: `level` 0 is dry, 1 is soaked.
struct MoistureBar: Shape {
    var level: Double

    /// What SwiftUI interpolates during an animation: the level itself, read and written.
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let height = rect.height * level
        return Path(CGRect(x: rect.minX, y: rect.maxY - height, width: rect.width, height: height))
    }
}

/// The temperatures a bed's plants are comfortable in, as a band across a thermometer: `low` and `high` are fractions
/// of the thermometer's range, from the bottom.
struct ComfortBand: Shape {
    var low: Double
    var high: Double

    /// Both ends, as a tuple.
    var animatableData: (Double, Double) {
        get { (low, high) }
        set { (low, high) = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let top = rect.maxY - rect.height * high
        return Path(CGRect(x: rect.minX, y: top, width: rect.width, height: rect.height * (high - low)))
    }
}
