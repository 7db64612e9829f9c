// Goal: make the greenhouse's gauges animate: a moisture bar whose one value, its level, is animatable data, and a
// comfort band whose two ends move together as an animatable pair; without animatable data a shape jumps.
// Check it: swift run puzzles check 07.6
// Lesson: Lessons/07-modifiers-styles-and-layouts/06-animatable/README.md
import MiniUI

/// A bed's soil moisture as a bar that fills its frame from the bottom: `level` 0 is dry, 1 is soaked.
struct MoistureBar: Shape {
    var level: Double

    // TODO: When the level changes inside `withAnimation`, the bar jumps to its new height. Give it the animatable
    //       data SwiftUI interpolates: one `Double` (the type of `level` itself), read from and written to `level`.

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

    // TODO: Both ends must move together. Give the band animatable data made of two values, `low` first and `high`
    //       second.

    func path(in rect: CGRect) -> Path {
        let top = rect.maxY - rect.height * high
        return Path(CGRect(x: rect.minX, y: top, width: rect.width, height: rect.height * (high - low)))
    }
}
