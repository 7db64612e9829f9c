// check: compiles
// The gauges are shapes used as SwiftUI's own are (filled, framed), and their animatable data has the types the task
// names: one `Double` for the bar, an `AnimatablePair<Double, Double>` for the band.
import MiniUI

@testable import Exercise07_6

struct BedCard: View {
    var body: some View {
        MoistureBar(level: 0.4).fill(.blue).frame(width: 20, height: 80)
        ComfortBand(low: 0.3, high: 0.7).fill(.orange).frame(width: 20, height: 80)
    }
}

@MainActor
func animatableTypes() {
    let level: Double = MoistureBar(level: 0.5).animatableData
    let ends: AnimatablePair<Double, Double> = ComfortBand(low: 0.2, high: 0.6).animatableData
    _ = (level, ends)
}

// The types themselves, not values that convert to them (a `CGFloat` converts to a `Double` silently).
func animates<Gauge: Animatable>(_ gauge: Gauge.Type, as data: Gauge.AnimatableData.Type) {}

func exactTypes() {
    animates(MoistureBar.self, as: Double.self)
    animates(ComfortBand.self, as: AnimatablePair<Double, Double>.self)
}
