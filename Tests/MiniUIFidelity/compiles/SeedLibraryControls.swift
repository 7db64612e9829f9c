// A seed library's shelf screen: the rest of the controls and indicators audited against iOS 18's
// documentation (toggles and pickers over several sources, current value labels, custom progress, gauge and
// labeled content styles, controls made from a style's configuration, marked gauge values, rename and paste
// buttons, palette selection effects, the control size in the environment).
import Foundation
import MiniUI

struct SeedPacket: Identifiable {
    let id: Int
    var name: String
    var isReserved: Bool
    var sowingMonth: String
}

struct GerminationRingStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))% sprouted")
            configuration.currentValueLabel
        }
    }
}

struct OutlinedProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
            .padding(4)
            .border(Color.green)
    }
}

struct MoistureDialStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.value, format: .percent)
            configuration.currentValueLabel
            configuration.minimumValueLabel
            configuration.maximumValueLabel
        }
    }
}

struct ShelfTagStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label.bold()
            Spacer()
            configuration.content.foregroundStyle(.secondary)
        }
    }
}

struct TallyToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration)
            .tint(configuration.isOn ? .green : .gray)
    }
}

struct QuietButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .opacity(configuration.role == .destructive ? 0.6 : 1)
    }
}

struct FramedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
            .border(Color.brown)
    }
}

struct ShelfSizeNote: View {
    @Environment(\.controlSize) private var controlSize
    @Environment(\.rename) private var rename

    var body: some View {
        HStack {
            Text(controlSize == .small ? "Compact shelf" : "Shelf")
            if let rename {
                Button("Rename shelf") { rename() }
            }
        }
    }
}

struct SeedLibraryShelf: View {
    @State private var packets = [
        SeedPacket(id: 1, name: "Runner beans", isReserved: true, sowingMonth: "May"),
        SeedPacket(id: 2, name: "Borage", isReserved: false, sowingMonth: "April"),
    ]
    @State private var shelfName = "Legumes"
    @State private var moisture = 0.35
    @State private var pastedNote = ""
    @State private var tray = "Seedlings"
    @FocusState private var isNamingShelf: Bool

    private let months = ["March", "April", "May"]
    private let collectedTitle = "Collected after"

    var body: some View {
        Form {
            Section("Reservations") {
                Toggle("Reserve all", sources: $packets, isOn: \.isReserved)
                Toggle("Hold all", systemImage: "hand.raised", sources: $packets, isOn: \.isReserved)
                Toggle(sources: $packets, isOn: \.isReserved) {
                    Text("Lend every packet")
                }
                .toggleStyle(TallyToggleStyle())
            }
            Section("Sowing") {
                Picker("Sow in", sources: $packets, selection: \.sowingMonth) {
                    ForEach(months, id: \.self) { Text($0) }
                }
                Picker(sources: $packets, selection: \.sowingMonth) {
                    ForEach(months, id: \.self) { Text($0) }
                } label: {
                    Text("Month for all")
                } currentValueLabel: {
                    Text(packets.first?.sowingMonth ?? "—")
                }
                Picker("Tray", selection: $tray) {
                    Text("Seedlings").tag("Seedlings")
                    Text("Cuttings").tag("Cuttings")
                } currentValueLabel: {
                    Label(tray, systemImage: "tray")
                }
                Picker("Tray kind", systemImage: "leaf", selection: $tray) {
                    Text("Seedlings").tag("Seedlings")
                    Text("Cuttings").tag("Cuttings")
                }
                .pickerStyle(.palette)
                .paletteSelectionEffect(.symbolVariant(.fill))
                DatePicker(
                    collectedTitle, selection: .constant(Date(timeIntervalSince1970: 0)),
                    in: Date(timeIntervalSince1970: 0)..., displayedComponents: .date)
            }
            Section("Germination") {
                ProgressView("Runner beans", value: 0.6)
                    .progressViewStyle(GerminationRingStyle())
                ProgressView(Progress(totalUnitCount: 12))
                    .progressViewStyle(OutlinedProgressStyle())
                ProgressView(timerInterval: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 600)) {
                    Text("Soaking")
                }
                ProgressView(
                    timerInterval: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 60), countsDown: false)
                Gauge(value: moisture, in: 0...1) {
                    Text("Moisture")
                } currentValueLabel: {
                    Text(moisture, format: .percent)
                } markedValueLabels: {
                    Text("Dry").tag(0.2)
                    Text("Damp").tag(0.6)
                }
                .gaugeStyle(MoistureDialStyle())
                Gauge(value: moisture) {
                    Text("Tray")
                } currentValueLabel: {
                    Text(moisture, format: .percent)
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("1")
                } markedValueLabels: {
                    Text("Ideal").tag(0.4)
                }
            }
            Section("Shelf") {
                LabeledContent("Shelf", value: shelfName)
                    .labeledContentStyle(ShelfTagStyle())
                LabeledContent("Packets", value: "\(packets.count)")
                    .labeledContentStyle(.automatic)
                TextField("Shelf name", text: $shelfName)
                    .focused($isNamingShelf)
                    .contextMenu {
                        RenameButton()
                    }
                    .renameAction($isNamingShelf)
                ShelfSizeNote()
                    .renameAction { isNamingShelf = true }
                    .controlSize(.small)
                PasteButton(payloadType: String.self) { notes in
                    pastedNote = notes.first ?? ""
                }
                Button("Clear note", role: .destructive) { pastedNote = "" }
                    .buttonStyle(QuietButtonStyle())
                Menu(shelfName, systemImage: "arrow.right") {
                    Button("To the porch") {}
                }
                .menuStyle(FramedMenuStyle())
                Menu("Sort", systemImage: "arrow.up.arrow.down") {
                    Button("By name") {}
                } primaryAction: {
                    packets.sort { $0.name < $1.name }
                }
            }
        }
    }
}
