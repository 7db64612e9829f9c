// A week's rota drawn as a grid with an empty corner cell, an upload with a value label, a tap counter that
// gives feedback past a threshold, and a card on a softened background.
import MiniUI

struct RotaGrid: View {
    let weekdays = ["Mon", "Tue", "Wed"]
    let shifts = ["Early", "Late"]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4) {
            GridRow {
                Color.clear
                    .gridCellUnsizedAxes([.horizontal, .vertical])
                ForEach(weekdays, id: \.self) { day in
                    Text(day).font(.caption.bold())
                }
            }
            ForEach(shifts, id: \.self) { shift in
                GridRow {
                    Text(shift)
                        .gridColumnAlignment(.trailing)
                    ForEach(weekdays, id: \.self) { _ in
                        Image(systemName: "circle")
                            .gridCellAnchor(.center)
                    }
                }
            }
        }
    }
}

struct UploadCard: View {
    let sent: Double
    let total: Double
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ProgressView(value: sent, total: total) {
                Text("Uploading rota")
            } currentValueLabel: {
                Text("\(Int(sent)) of \(Int(total)) MB")
            }
            Button("Nudge") { taps += 1 }
                .sensoryFeedback(.impact, trigger: taps) { old, new in new > old && new % 5 == 0 }
                .sensoryFeedback(trigger: taps) { _, new in new > 10 ? .warning : nil }
        }
        .padding()
        .background(.background.secondary, in: .rect(cornerRadius: 12))
        .foregroundStyle(Color.blue.tertiary)
    }
}
