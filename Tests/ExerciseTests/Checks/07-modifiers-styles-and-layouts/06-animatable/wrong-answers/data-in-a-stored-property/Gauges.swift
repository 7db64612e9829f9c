// wrong: declares animatableData as a stored property of its own, beside the level the path draws
// rejected-by: animatable-data-is-the-gauge, moisture-bar-rises-smoothly
// misconception: `animatableData` is not a place to put a number: it is a window onto the values the path is drawn
// misconception: from. Stored apart, SwiftUI interpolates a value that nothing reads, and the path keeps the new level.
// misconception-ja: `animatableData` は数を置いておく場所ではなく、パスを描く値をのぞく窓です。別に保存すると、SwiftUI は
// misconception-ja: 誰も読まない値を補間し、パスは新しいレベルのまま描かれます。
// lesson: #the-data-is-the-shapes-own-values
import MiniUI

/// A bed's soil moisture as a bar that fills its frame from the bottom: `level` 0 is dry, 1 is soaked.
struct MoistureBar: Shape {
    var level: Double

    /// What SwiftUI interpolates during an animation.
    var animatableData: Double = 0

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
