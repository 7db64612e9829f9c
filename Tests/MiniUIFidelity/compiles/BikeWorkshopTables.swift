// A bike workshop's repair board: a sortable table of repairs with selection, a table built from
// explicit rows, a multi-date picker for opening days, a stepper that formats its value, and
// distances shown with Foundation's measurement format style.
import MiniUI

struct Repair: Identifiable, Hashable {
    let id: Int
    var bike: String
    var mechanic: String
    var hours: Double
}

struct RepairBoard: View {
    @State private var repairs = [
        Repair(id: 1, bike: "Gravel 54", mechanic: "Noor", hours: 1.5),
        Repair(id: 2, bike: "Cargo trike", mechanic: "Ilse", hours: 3),
    ]
    @State private var selection: Repair.ID?
    @State private var batch = Set<Repair.ID>()
    @State private var sortOrder = [KeyPathComparator(\Repair.bike)]
    @State private var openDays: Set<DateComponents> = []
    @State private var hourlyRate = 42.5
    let testRide = Measurement(value: 7.5, unit: UnitLength.kilometers)

    var body: some View {
        NavigationStack {
            VStack {
                Table(repairs, selection: $selection, sortOrder: $sortOrder) {
                    TableColumn("Bike", value: \.bike)
                    TableColumn("Mechanic", value: \.mechanic)
                    TableColumn("Hours", value: \.hours) { repair in
                        Text(repair.hours, format: .number.precision(.fractionLength(1)))
                    }
                    .width(min: 40, ideal: 60)
                }
                .onChange(of: sortOrder) { _, newOrder in
                    repairs.sort(using: newOrder)
                }
                Table(repairs, selection: $batch) {
                    TableColumn("Bike", value: \.bike)
                    TableColumn("Hours") { repair in Text("\(repair.hours, specifier: "%.1f") h") }
                }
                .tableStyle(.inset)
                Table(of: Repair.self) {
                    TableColumn("Bike", value: \.bike)
                } rows: {
                    TableRow(Repair(id: 0, bike: "Loaner", mechanic: "—", hours: 0))
                    ForEach(repairs) { repair in
                        TableRow(repair)
                    }
                }
                Form {
                    MultiDatePicker("Opening days", selection: $openDays)
                    MultiDatePicker("Next month", selection: $openDays, in: Date.now...)
                    Stepper("Rate", value: $hourlyRate, in: 20...90, step: 2.5, format: .number)
                    Stepper(value: $hourlyRate, step: 0.5, format: .number.precision(.fractionLength(2))) {
                        Label("Rate", systemImage: "eurosign")
                    }
                    LabeledContent("Test ride") {
                        Text(testRide, format: .measurement(width: .abbreviated, usage: .road))
                    }
                    Text("Loop: \(testRide.formatted())")
                    Text(testRide.formatted(.measurement(width: .wide)))
                }
            }
            .navigationTitle("Repairs")
        }
    }
}
