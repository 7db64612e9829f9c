// Goal: let every bed below the screen's list report whether it is thirsty, and let the screen hear the thirsty
// beds' names, in screen order, through a preference key of your own.
// Check it: swift run puzzles check 07.3
// Lesson: Lessons/07-modifiers-styles-and-layouts/03-preference-key/README.md
import MiniUI

/// A bed and its soil's moisture, in percent.
struct SoilBed: Identifiable, Equatable {
    let id: Int
    var name: String
    var moisture: Int

    /// Under 30% a bed needs water.
    var isThirsty: Bool { moisture < 30 }
}

/// One bed's line. It reports its name under `ThirstyBedsKey` when it is thirsty, and no name when it is not.
struct BedRow: View {
    let bed: SoilBed

    var body: some View {
        // TODO: Report this bed's name under `ThirstyBedsKey` when it is thirsty, and no name when it is not.
        Text("\(bed.name): \(bed.moisture)%")
    }
}

/// The beds, and above them the ones to water first, as the rows report them; the first of those is shown again
/// at the top, as the next one to water, with a button that waters it.
struct ThirstScreen: View {
    @State private var beds: [SoilBed]
    @State private var thirsty: [String] = []

    init(beds: [SoilBed]) {
        _beds = State(initialValue: beds)
    }

    var body: some View {
        VStack {
            Text(thirsty.isEmpty ? "Every bed is moist" : "Water first: \(thirsty.joined(separator: ", "))")
            if let next = beds.first(where: { $0.name == thirsty.first }) {
                BedRow(bed: next)
                Button("Water \(next.name)") { water(next) }
            }
            VStack {
                ForEach(beds) { bed in
                    BedRow(bed: bed)
                }
            }
            // TODO: Keep `thirsty` up to date with the names the rows of the list report (and only theirs: the
            //       next bed above is a BedRow too).
        }
    }

    private func water(_ bed: SoilBed) {
        guard let index = beds.firstIndex(where: { $0.id == bed.id }) else { return }
        beds[index].moisture = 60
    }
}
