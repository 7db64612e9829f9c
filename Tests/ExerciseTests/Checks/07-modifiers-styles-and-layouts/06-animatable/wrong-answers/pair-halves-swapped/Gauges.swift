// wrong: reads the pair as (low, high) and writes it back as (high, low)
// rejected-by: animatable-data-is-the-gauge
// misconception: The getter and the setter must agree on which half of the pair is which: SwiftUI hands back what the
// misconception: getter gave, interpolated, so a setter that reads `first` as the other end turns the band over.
// misconception-ja: ゲッターとセッターは、ペアのどちらの半分がどちらかについて一致していなければなりません。SwiftUI は
// misconception-ja: ゲッターが返したものを補間して返すので、`first` をもう一方の端として読むセッターは帯を裏返します。
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

    /// Both ends, as one vector: `first` is `low`, `second` is `high`, in the getter and in the setter alike.
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(low, high) }
        set {
            low = newValue.second
            high = newValue.first
        }
    }

    func path(in rect: CGRect) -> Path {
        let top = rect.maxY - rect.height * high
        return Path(CGRect(x: rect.minX, y: top, width: rect.width, height: rect.height * (high - low)))
    }
}
