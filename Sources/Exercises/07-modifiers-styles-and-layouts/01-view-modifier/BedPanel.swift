// Goal: write `ReadingTile`, a view modifier that frames any reading as a tile of the greenhouse screen, and
// the `readingTile(_:)` method that applies it to any view.
// Check it: swift run puzzles check 07.1
// Lesson: Lessons/07-modifiers-styles-and-layouts/01-view-modifier/README.md
import MiniUI

/// One bed of the greenhouse and what its sensors read last.
struct Bed: Equatable {
    var name: String
    /// Soil moisture, in percent.
    var moisture: Int
    /// Air temperature above the bed, in degrees Celsius.
    var temperature: Int
}

/// A bed's name above its two readings, each framed as a tile.
struct BedPanel: View {
    let bed: Bed

    var body: some View {
        VStack {
            Text(bed.name).font(.headline)
            // TODO: Frame each reading as a tile, captioned "Moisture" and "Temperature".
            Text("\(bed.moisture)%")
            Text("\(bed.temperature) °C")
        }
    }
}
