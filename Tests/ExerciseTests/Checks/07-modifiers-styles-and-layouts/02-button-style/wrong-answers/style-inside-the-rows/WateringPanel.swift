// wrong: sets the style inside each bed's row, so the button that stops the valves keeps the default look
// rejected-by: draws-every-button
// misconception: `.buttonStyle(_:)` writes the style into the environment, and every button below reads it there:
// misconception: set it once on the panel and it reaches the rows' buttons and the stop button alike. Set in each
// misconception: row, it misses every button outside the rows.
// misconception-ja: `.buttonStyle(_:)` はスタイルを環境に書き込み、下にあるボタンはみなそこから読みます。パネルに一度設定すれば、
// misconception-ja: 行の中のボタンにも停止ボタンにも届きます。行ごとに設定すると、行の外のボタンには届きません。
// lesson: #one-style-for-every-button-below
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
            Button("Water \(bed.name)", action: water).buttonStyle(.watering)
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
    }
}
