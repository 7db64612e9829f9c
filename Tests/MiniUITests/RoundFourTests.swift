import Foundation
import MiniUI
import Testing

private struct WheelChip: View {
    @State private var picked = false

    var body: some View {
        Button("Carbon rims") { picked.toggle() }
            .background(picked ? AnyShapeStyle(.tint) : AnyShapeStyle(.fill.tertiary), in: Capsule())
            .foregroundStyle(picked ? AnyShapeStyle(Color.white) : AnyShapeStyle(.tint.opacity(0.5)))
    }
}

private struct PartTag: Identifiable, Equatable {
    let id: String
}

private struct PartsSearch: View {
    @State private var query = ""
    @State private var tags = [PartTag(id: "Brakes")]
    @State private var suggested = [PartTag(id: "Chains"), PartTag(id: "Cables")]

    var body: some View {
        NavigationStack {
            List {
                Text("Searching for \(query.isEmpty ? "everything" : query)")
            }
            .searchable(text: $query, tokens: $tags, suggestedTokens: $suggested, prompt: "Part or brand") { tag in
                Text(tag.id)
            }
        }
    }
}

private struct RepairNote: View {
    @State private var note = ""

    var body: some View {
        Form {
            TextField("Note", text: $note, prompt: Text("What the rider said"), axis: .vertical)
            Text("Note: \(note)")
        }
    }
}

private struct RiderCard: View {
    let rider: PersonNameComponents = {
        var name = PersonNameComponents(givenName: "Maren", familyName: "Okafor")
        name.namePrefix = "Dr."
        name.middleName = "Ada"
        name.nickname = "Mo"
        return name
    }()

    var body: some View {
        VStack {
            Text(rider.formatted(.name(style: .medium)))
            Text(rider.formatted(.name(style: .long)))
            Text(rider.formatted(.name(style: .short)))
            Text(rider.formatted(.name(style: .abbreviated)))
        }
    }
}

private struct WorkshopDisplay: View {
    @State private var showroom = false
    let opening = Date(timeIntervalSince1970: 1_800_000_000)

    var body: some View {
        VStack {
            Toggle("Showroom mode", systemImage: "sparkles.tv", isOn: $showroom)
            Text(opening...opening.addingTimeInterval(5_400))
            Text(DateInterval(start: opening, duration: 600))
        }
        .persistentSystemOverlays(showroom ? .hidden : .automatic)
    }
}

private struct BoardLane: View {
    @State private var received: [String] = []

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                Text("Wheel truing")
                    .draggable("job-7") {
                        Text("Moving wheel truing")
                    }
                    .containerRelativeFrame(.horizontal) { length, _ in
                        min(length * 0.5, 150)
                    }
            }
        }
        .dropDestination(for: String.self) { items, _ in
            received += items
            return true
        }
    }
}

private struct Frame: Identifiable {
    let id: Int
    var model: String
    var weight: Double
    var inStock: Bool
}

private struct FrameTable: View {
    @State private var frames = [
        Frame(id: 1, model: "Audax", weight: 1.9, inStock: true),
        Frame(id: 2, model: "Gravel", weight: 2.3, inStock: false),
    ]
    @State private var order = [KeyPathComparator(\Frame.weight, order: .reverse)]
    @State private var chosen = Set<Frame.ID>()

    var body: some View {
        Table(frames.sorted(using: order), selection: $chosen, sortOrder: $order) {
            TableColumn("Model", value: \.model)
            TableColumn("Weight", value: \.weight) { frame in
                Text(frame.weight, format: .number.precision(.fractionLength(1)))
            }
            TableColumn("Stock") { frame in
                Text(frame.inStock ? "on the rack" : "on order")
            }
        }
        Text("\(chosen.count) chosen")
    }
}

@MainActor
@Suite("MiniUI round four: type-erased styles, token suggestions, name formats, date ranges, drags, sortable tables")
struct RoundFourTests {
    @Test("AnyShapeStyle lets a conditional pick between two kinds of style, written as it was erased")
    func anyShapeStyle() {
        let host = ViewHost(WheelChip())
        #expect(host.screen.contains("AnyShapeStyle(.fill.tertiary)"))
        #expect(host.screen.contains("AnyShapeStyle(.tint.opacity(0.5))"))
        host.tap("Carbon rims")
        #expect(host.screen.contains("AnyShapeStyle(.tint)"))
        #expect(!host.screen.contains("AnyShapeStyle(.fill.tertiary)"))
    }

    @Test("searchable with suggested tokens lists the tokens and the suggestions, and the field still takes text")
    func suggestedTokens() {
        let host = ViewHost(PartsSearch())
        let screen = host.screen
        #expect(screen.contains("searchTokens"))
        #expect(screen.contains("searchSuggestedTokens"))
        #expect(screen.contains("Text(\"Chains\")"))
        #expect(screen.contains("Text(\"Cables\")"))
        #expect(screen.contains("Part or brand"))
        host.enter("derailleur", into: "Search")
        #expect(host.texts.contains("Searching for derailleur"))
    }

    @Test("a text field with a prompt and an axis takes what is typed")
    func promptAndAxis() {
        let host = ViewHost(RepairNote())
        #expect(host.screen.contains("What the rider said"))
        host.enter("Squeaks uphill", into: "Note")
        #expect(host.texts.contains("Note: Squeaks uphill"))
    }

    @Test("a person's name is formatted in each of Foundation's four styles")
    func personName() {
        let host = ViewHost(RiderCard())
        #expect(host.texts.contains("Maren Okafor"))
        #expect(host.texts.contains("Dr. Maren Ada Okafor"))
        #expect(host.texts.contains("Mo"))
        #expect(host.texts.contains("MO"))
    }

    @Test("system overlays follow the state; a toggle with a system image toggles by its title; ranges show both ends")
    func overlaysToggleAndDateRanges() {
        let host = ViewHost(WorkshopDisplay())
        #expect(host.screen.contains(".persistentSystemOverlays(.automatic)"))
        host.toggle("Showroom mode")
        #expect(host.screen.contains(".persistentSystemOverlays(.hidden)"))
        #expect(host.texts.contains("2027-01-15T08:00:00Z – 2027-01-15T09:30:00Z"))
        #expect(host.texts.contains("2027-01-15T08:00:00Z – 2027-01-15T08:10:00Z"))
    }

    @Test("a drag source with a preview and a container-relative frame from a closure compile and show as annotations")
    func dragAndRelativeFrame() {
        let screen = ViewHost(BoardLane()).screen
        #expect(screen.contains(".draggable(preview:)"))
        #expect(screen.contains(".containerRelativeFrame(width: 150)"))
        #expect(screen.contains(".dropDestination"))
        #expect(!screen.contains("Moving wheel truing"))
    }

    @Test("an unsortable column sits among the sortable columns of a sortable table and shows its cells")
    func unsortableColumnInSortableTable() {
        let host = ViewHost(FrameTable())
        let screen = host.screen
        #expect(screen.contains("Text(\"Stock\")"))
        #expect(screen.contains("Text(\"on the rack\")"))
        #expect(screen.contains("Text(\"on order\")"))
        #expect(screen.contains("sortOrder: 1 comparators"))
        let gravel = screen.range(of: "Gravel")
        let audax = screen.range(of: "Audax")
        #expect(gravel != nil && audax != nil && gravel!.lowerBound < audax!.lowerBound)
        host.select(row: "Audax")
        #expect(host.texts.contains("1 chosen"))
    }
}
