// wrong: gives the moisture bar a getter for its animatable data and a setter that does nothing
// rejected-by: animatable-data-is-the-gauge, moisture-bar-rises-smoothly
// misconception: SwiftUI animates by writing: at each frame it sets `animatableData` to a value between the old and
// misconception: the new, then draws. A setter that ignores the value leaves the level where it was, the new one.
// misconception-ja: SwiftUI は書き込むことでアニメーションさせます。フレームごとに `animatableData` に古い値と新しい値の
// misconception-ja: 間の値を設定してから描きます。値を無視するセッターでは、レベルは新しい値のまま変わりません。
// lesson: #the-data-is-the-shapes-own-values
import MiniUI

/// A bed's soil moisture as a bar that fills its frame from the bottom: `level` 0 is dry, 1 is soaked.
struct MoistureBar: Shape {
    var level: Double

    /// What SwiftUI interpolates during an animation: the level itself, read and written.
    var animatableData: Double {
        get { level }
        set {}
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
