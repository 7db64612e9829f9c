// A marina's berth board: the closures SwiftUI's modifiers take set the view's state directly in Swift 6
// mode, as they do on the main actor in a view's body: `.refreshable`'s `@Sendable` action (which inherits
// its actor context), `.task` and `task(id:)`, `.onSubmit`, `.onAppear`, `.onChange`, a button's
// `@MainActor` action and `.searchable`'s text. (Not `.onPreferenceChange`: its action was `@Sendable` in
// Xcode 16.2's SDK only, where setting state in it fails.)
import Foundation
import MiniUI

struct Berth: Identifiable, Equatable, Sendable {
    let id: Int
    var boat: String?
    var depth: Double
}

@MainActor
@Observable
final class HarbourOffice {
    var tideMetres = 1.2

    func readGauge() async -> Double {
        try? await Task.sleep(for: .milliseconds(50))
        return tideMetres + 0.1
    }
}

struct BerthBoard: View {
    @State private var berths = (1...6).map { Berth(id: $0, boat: $0.isMultiple(of: 2) ? "Skylark" : nil, depth: 2.5) }
    @State private var office = HarbourOffice()
    @State private var lastRefresh: Date?
    @State private var query = ""
    @State private var newBoat = ""
    @State private var gauge = 0.0
    @State private var note = ""

    var body: some View {
        NavigationStack {
            List {
                Section("Berths") {
                    ForEach(berths.filter { query.isEmpty || ($0.boat ?? "").contains(query) }) { berth in
                        LabeledContent("Berth \(berth.id)", value: berth.boat ?? "free")
                    }
                }
                Section("Arrivals") {
                    TextField("Boat name", text: $newBoat)
                        .onSubmit {
                            if let free = berths.firstIndex(where: { $0.boat == nil }) {
                                berths[free].boat = newBoat
                                newBoat = ""
                            }
                        }
                    Button("Clear the board") { berths = berths.map { Berth(id: $0.id, boat: nil, depth: $0.depth) } }
                }
                Text(note)
            }
            .searchable(text: $query)
            .navigationTitle("Berths")
            .refreshable {
                gauge = await office.readGauge()
                berths = berths.map { berth in
                    var checked = berth
                    checked.depth = berth.depth + gauge / 10
                    return checked
                }
                lastRefresh = .now
            }
            .task {
                gauge = await office.readGauge()
            }
            .task(id: query) {
                note = query.isEmpty ? "" : "Searching \(query)"
            }
            .onAppear { note = "Board open" }
            .onChange(of: berths) { _, newValue in
                note = "\(newValue.filter { $0.boat != nil }.count) berths taken"
            }
        }
    }
}
