// wrong: gives the moisture bar animatable data of another type, a `CGFloat` converted from and to `level`
// rejected-by: accepts-gauges
// misconception: A shape's animatable data is the value its path is drawn from, in that value's own type: `level` is a
// misconception: `Double`, so the data is one `Double`. A `CGFloat` copied from an example is converted on the way in
// misconception: and out, and the bar's `AnimatableData` is then not the type the task names.
// misconception-ja: シェイプのアニメーション可能なデータは、パスを描く元の値を、その値自身の型で表したものです。`level` は
// misconception-ja: `Double` なので、データは 1 つの `Double` です。例から写した `CGFloat` では出し入れのたびに変換が入り、
// misconception-ja: バーの `AnimatableData` は課題が指定した型になりません。
// lesson: #the-data-is-the-shapes-own-values
import MiniUI

/// A bed's soil moisture as a bar that fills its frame from the bottom: `level` 0 is dry, 1 is soaked.
struct MoistureBar: Shape {
    var level: Double

    /// What SwiftUI interpolates during an animation: the level itself, read and written.
    var animatableData: CGFloat {
        get { .init(level) }
        set { level = .init(newValue) }
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
