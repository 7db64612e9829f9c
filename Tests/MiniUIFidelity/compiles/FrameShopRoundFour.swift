import Foundation
import MiniUI

// A frame-building shop in everyday shapes: chips whose style is erased to pick between the tint and a fill,
// a search with tokens, suggested tokens, scopes and completions, a multi-line note with a prompt, a
// customer's name in Foundation's name styles, a workshop display that hides the system overlays, fitting
// slots shown as date ranges, a job board of drag sources and drop targets, a sortable stock table with an
// unsortable column, and a long list whose rows carry tinted swipe actions and a coloured row background.

enum FrameMaterial: String, CaseIterable, Identifiable {
    case steel = "Steel"
    case titanium = "Titanium"
    case carbon = "Carbon"
    var id: Self { self }

    var colour: Color {
        switch self {
        case .steel: .gray
        case .titanium: .teal
        case .carbon: .indigo
        }
    }
}

struct MaterialChip: View {
    let material: FrameMaterial
    @Binding var chosen: FrameMaterial?

    var body: some View {
        Button(material.rawValue) { chosen = material }
            .padding(.horizontal, 10)
            .background(chosen == material ? AnyShapeStyle(.tint) : AnyShapeStyle(.fill.quaternary), in: Capsule())
            .foregroundStyle(chosen == material ? AnyShapeStyle(.white) : AnyShapeStyle(.secondary))
            .overlay {
                Capsule()
                    .strokeBorder(chosen == material ? AnyShapeStyle(.tint.opacity(0.4)) : AnyShapeStyle(.separator))
            }
    }
}

struct OrderTag: Identifiable, Hashable {
    let id: String
}

enum OrderScope: String, CaseIterable, Identifiable {
    case open = "Open"
    case shipped = "Shipped"
    var id: Self { self }
}

struct FrameOrderSearch: View {
    @State private var text = ""
    @State private var tags: [OrderTag] = []
    @State private var suggestions = [OrderTag(id: "Rush"), OrderTag(id: "Repaint")]
    @State private var scope = OrderScope.open
    @State private var chosen: FrameMaterial?
    @State private var workshopNote = ""
    let customers = ["Ines", "Tomasz", "Yuki"]

    var body: some View {
        NavigationStack {
            List {
                HStack {
                    ForEach(FrameMaterial.allCases) { material in
                        MaterialChip(material: material, chosen: $chosen)
                    }
                }
                TextField("Workshop note", text: $workshopNote, prompt: Text("Fit, paint, decals"), axis: .vertical)
                    .lineLimit(2...5)
                TextField(text: $workshopNote, prompt: Text("Short note"), axis: .horizontal) {
                    Text("Short note")
                }
            }
            .navigationTitle("Orders")
            .searchable(text: $text, tokens: $tags, suggestedTokens: $suggestions, prompt: "Customer or frame") { tag in
                Label(tag.id, systemImage: "tag")
            }
            .searchScopes($scope) {
                ForEach(OrderScope.allCases) { scope in
                    Text(scope.rawValue).tag(scope)
                }
            }
            .searchSuggestions {
                ForEach(customers, id: \.self) { customer in
                    Text(customer).searchCompletion(customer)
                }
            }
        }
    }
}

struct CustomerBadge: View {
    let customer: PersonNameComponents
    let fittingStart: Date

    var body: some View {
        Form {
            LabeledContent("Customer", value: customer.formatted(.name(style: .medium)))
            LabeledContent("On the invoice", value: customer.formatted(PersonNameComponents.FormatStyle(style: .long)))
            Text(customer.formatted(.name(style: .abbreviated)))
            Text(customer, format: .name(style: .short))
            LabeledContent("Fitting") {
                Text(fittingStart...fittingStart.addingTimeInterval(3_600))
            }
            Text(DateInterval(start: fittingStart, duration: 1_800))
        }
    }
}

struct WorkshopDisplayScreen: View {
    @State private var presenting = false

    var body: some View {
        NavigationStack {
            VStack {
                Toggle("Presenting", systemImage: "play.rectangle", isOn: $presenting)
                Toggle(String("Lights"), systemImage: "lightbulb", isOn: $presenting)
            }
            .preferredColorScheme(presenting ? .dark : nil)
            .persistentSystemOverlays(presenting ? .hidden : .automatic)
        }
    }
}

struct BuildJob: Identifiable, Hashable {
    let id: String
    var title: String
    var stage: String
}

struct JobBoard: View {
    @State private var jobs = [
        BuildJob(id: "j1", title: "Mitre tubes", stage: "Cutting"),
        BuildJob(id: "j2", title: "Braze dropouts", stage: "Joining"),
    ]
    let stages = ["Cutting", "Joining", "Paint"]

    var body: some View {
        ScrollView(.horizontal) {
            HStack(alignment: .top) {
                ForEach(stages, id: \.self) { stage in
                    VStack {
                        Text(stage).font(.headline)
                        ForEach(jobs.filter { $0.stage == stage }) { job in
                            Text(job.title)
                                .draggable(job.id) {
                                    Label(job.title, systemImage: "hammer")
                                        .padding()
                                }
                        }
                    }
                    .containerRelativeFrame(.horizontal) { width, _ in
                        width * 0.7
                    }
                    .dropDestination(for: String.self) { ids, _ in
                        for id in ids {
                            if let index = jobs.firstIndex(where: { $0.id == id }) {
                                jobs[index].stage = stage
                            }
                        }
                        return !ids.isEmpty
                    }
                }
            }
        }
    }
}

struct FrameStock: Identifiable {
    let id = UUID()
    var model: String
    var sizeCM: Double
    var material: FrameMaterial
}

struct FrameStockTable: View {
    @State private var stock = [
        FrameStock(model: "Randonneur", sizeCM: 56, material: .steel),
        FrameStock(model: "Climber", sizeCM: 54, material: .carbon),
    ]
    @State private var order = [KeyPathComparator(\FrameStock.sizeCM)]
    @State private var selected = Set<FrameStock.ID>()

    var body: some View {
        Table(stock.sorted(using: order), selection: $selected, sortOrder: $order) {
            TableColumn("Model", value: \.model)
            TableColumn("Size", value: \.sizeCM) { frame in
                Text("\(Int(frame.sizeCM)) cm")
            }
            .width(60)
            TableColumn("Material") { frame in
                Text(frame.material.rawValue).foregroundStyle(frame.material.colour)
            }
        }
    }
}

struct FittingSlot: Identifiable, Hashable {
    let id: String
    var customer: String
    var material: FrameMaterial
    var start: Date
}

struct FittingList: View {
    @AppStorage("fittings.pinned") private var pinnedRaw = ""
    @State private var materials = Set(FrameMaterial.allCases)
    @State private var pinnedOnly = false
    @State private var query = ""
    let slots: [FittingSlot]

    private var pinned: Set<String> { Set(pinnedRaw.split(separator: ",").map(String.init)) }

    private var shown: [FittingSlot] {
        slots.filter { slot in
            materials.contains(slot.material)
                && (!pinnedOnly || pinned.contains(slot.id))
                && (query.isEmpty || slot.customer.localizedCaseInsensitiveContains(query))
        }
    }

    private var days: [Date] { Array(Set(shown.map(\.start))).sorted() }

    var body: some View {
        NavigationStack {
            List {
                ForEach(days, id: \.self) { day in
                    Section {
                        ForEach(shown.filter { $0.start == day }) { slot in
                            NavigationLink(value: slot) {
                                Text(slot.customer)
                            }
                            .swipeActions(edge: .trailing) {
                                Button {
                                    pin(slot.id)
                                } label: {
                                    Label("Pin", systemImage: pinned.contains(slot.id) ? "pin.slash" : "pin")
                                }
                                .tint(.orange)
                            }
                            .listRowBackground(
                                HStack(spacing: 0) {
                                    slot.material.colour.frame(width: 3)
                                    Rectangle().fill(.background)
                                }
                            )
                        }
                    } header: {
                        Text(day, format: .dateTime.weekday().hour())
                    }
                }
            }
            .searchable(text: $query, prompt: "Customer")
            .navigationDestination(for: FittingSlot.self) { slot in
                Text(slot.customer)
            }
            .toolbar {
                Menu {
                    Toggle("Pinned only", systemImage: "pin", isOn: $pinnedOnly)
                    Section("Materials") {
                        ForEach(FrameMaterial.allCases) { material in
                            Toggle(
                                material.rawValue,
                                isOn: Binding(
                                    get: { materials.contains(material) },
                                    set: { if $0 { materials.insert(material) } else { materials.remove(material) } }
                                ))
                        }
                    }
                } label: {
                    Label("Filter", systemImage: "line.3.horizontal.decrease.circle")
                }
            }
        }
    }

    private func pin(_ id: String) {
        var set = pinned
        if set.contains(id) { set.remove(id) } else { set.insert(id) }
        pinnedRaw = set.sorted().joined(separator: ",")
    }
}
