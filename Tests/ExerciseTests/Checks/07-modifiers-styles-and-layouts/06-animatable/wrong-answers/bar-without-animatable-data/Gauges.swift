// wrong: leaves the moisture bar without animatable data, expecting a shape to animate its stored properties
// rejected-by: accepts-gauges, moisture-bar-rises-smoothly
// misconception: SwiftUI does not look inside a shape for numbers to animate: it interpolates `animatableData` and
// misconception: nothing else. A shape that does not declare it has `EmptyAnimatableData`, so every frame draws the
// misconception: new level: the bar jumps.
// misconception-ja: SwiftUI はシェイプの中からアニメーションさせる数を探したりしません。補間するのは `animatableData` だけです。
// misconception-ja: それを宣言しないシェイプの `animatableData` は `EmptyAnimatableData` なので、どのフレームも新しい
// misconception-ja: レベルを描き、バーは跳びます。
// lesson: #a-shape-that-jumps
import MiniUI

/// A bed's soil moisture as a bar that fills its frame from the bottom: `level` 0 is dry, 1 is soaked.
struct MoistureBar: Shape {
    var level: Double

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

    /// Both ends, as one vector: `first` is `low`, `second` is `high`, in the getter and in the setter alike.
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(low, high) }
        set {
            low = newValue.first
            high = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        let top = rect.maxY - rect.height * high
        return Path(CGRect(x: rect.minX, y: top, width: rect.width, height: rect.height * (high - low)))
    }
}
