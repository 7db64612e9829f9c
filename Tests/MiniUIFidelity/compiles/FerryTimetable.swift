import Foundation
import MiniUI

// A ferry timetable in everyday shapes: a countdown text and progress view over a date interval, a note in
// a text editor, stops placed on a little map by position, a tinted gauge and a numeric transition.

struct Crossing: Identifiable {
    let id: Int
    var harbour: String
    var departs: Date
    var arrives: Date
    var seatsLeft: Double
}

struct FerryTimetableScreen: View {
    let crossings: [Crossing]
    @State private var note = ""
    @State private var fare = 12.5

    var body: some View {
        List {
            ForEach(crossings) { crossing in
                VStack(alignment: .leading, spacing: 6) {
                    Text(crossing.harbour).font(.headline)
                    Text(timerInterval: crossing.departs...crossing.arrives, countsDown: true)
                        .monospacedDigit()
                    ProgressView(timerInterval: crossing.departs...crossing.arrives, countsDown: false) {
                        Text("Crossing")
                    } currentValueLabel: {
                        Text("On the water")
                    }
                    Gauge(value: crossing.seatsLeft) {
                        Text("Seats")
                    }
                    .tint(Gradient(colors: [.red, .orange, .green]))
                }
                .tint(.teal)
            }
            Section("Map") {
                GeometryReader { geometry in
                    ZStack {
                        ForEach(0..<4, id: \.self) { stop in
                            Circle()
                                .frame(width: 6)
                                .position(
                                    x: geometry.size.width * CGFloat(stop + 1) / 5,
                                    y: geometry.size.height / 2)
                        }
                        Image(systemName: "ferry").position(CGPoint(x: 20, y: 20))
                    }
                }
                .frame(height: 80)
            }
            Section("Note for the crew") {
                TextEditor(text: $note)
                    .frame(minHeight: 60)
                Text(fare, format: .currency(code: "EUR"))
                    .contentTransition(.numericText(value: fare))
                    .badge("new")
            }
        }
    }
}
