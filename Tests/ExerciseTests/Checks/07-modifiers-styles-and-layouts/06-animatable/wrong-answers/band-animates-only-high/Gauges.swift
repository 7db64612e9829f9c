// wrong: gives the comfort band one Double of animatable data, its high end, so the low end jumps
// rejected-by: accepts-gauges, comfort-band-moves-both-ends
// misconception: `animatableData` is one value, so a shape with two values to animate must make them one:
// misconception: `AnimatablePair(low, high)`. The value left out is not interpolated, and jumps.
// misconception-ja: `animatableData` は 1 つの値なので、アニメーションさせる値が 2 つあるシェイプはそれを 1 つにまとめなければ
// misconception-ja: なりません。`AnimatablePair(low, high)` です。外した値は補間されず、跳びます。
// lesson: #two-values-one-pair
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

    /// The end that moves most.
    var animatableData: Double {
        get { high }
        set { high = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let top = rect.maxY - rect.height * high
        return Path(CGRect(x: rect.minX, y: top, width: rect.width, height: rect.height * (high - low)))
    }
}
