// Goal: give every button of the watering panel one look through a `ButtonStyle` of your own, set once for
// the whole panel: a drop before the label, filled while the button is pressed, and red for a destructive button.
// Check it: swift run puzzles check 07.2
// Lesson: Lessons/07-modifiers-styles-and-layouts/02-button-style/README.md
import MiniUI

/// A bed that can be watered from the panel.
struct WateredBed: Identifiable, Equatable {
    let id: Int
    var name: String
}

/// One bed's line: its name and its own watering button.
struct BedWateringRow: View {
    let bed: WateredBed
    let water: @MainActor () -> Void

    var body: some View {
        HStack {
            Text(bed.name)
            Button("Water \(bed.name)", action: water)
        }
    }
}

/// Every bed with its watering button, a button that stops every valve, and what was watered so far.
struct WateringPanel: View {
    let beds: [WateredBed]
    @State private var watered: [String] = []

    var body: some View {
        VStack {
            ForEach(beds) { bed in
                BedWateringRow(bed: bed) { watered.append(bed.name) }
            }
            Button("Stop all valves", role: .destructive) { watered.removeAll() }
            Text("Watered: \(watered.joined(separator: ", "))")
        }
        // Set once: the style travels down the environment to every button below, those in the rows included.
        .buttonStyle(.watering)
    }
}
