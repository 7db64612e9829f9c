// A community orchard's harvest log: the lists and tables topic audited against iOS 18's documentation (lists
// over a binding with an identifier or a selection, edit actions with an identifier, disclosure group styles,
// badge prominence, section separator tints, columns made from a collection, column alignment, hidden column
// headers, customizable columns, tables of hierarchical rows, and outline groups and hierarchical lists over a
// binding).
import MiniUI

struct FruitTree: Identifiable, Hashable {
    let id: Int
    var variety: String
    var crates: Int
    var isPruned: Bool
}

struct OrchardPlot: Identifiable {
    let id: String
    var note = ""
    var trees: [OrchardPlot]?
}

struct PickingWeek: Identifiable {
    let id: Int
    let label: String
}

struct TreeTagStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack {
                    configuration.label
                    Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.right")
                }
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

struct OrchardHarvestLog: View {
    @State private var trees = [
        FruitTree(id: 1, variety: "Bramley", crates: 6, isPruned: true),
        FruitTree(id: 2, variety: "Conference", crates: 3, isPruned: false),
    ]
    @State private var varieties = ["Bramley", "Conference", "Victoria"]
    @State private var chosenTree: Int?
    @State private var chosenTrees = Set<Int>()
    @State private var chosenVariety: String?
    @State private var showsNotes = false
    @State private var columns = TableColumnCustomization<FruitTree>()
    @State private var showsSecondRow = true
    @State private var chosenPlots = Set<OrchardPlot.ID>()

    private let weeks = [PickingWeek(id: 36, label: "Week 36"), PickingWeek(id: 37, label: "Week 37")]
    @State private var plots = [OrchardPlot(id: "North", trees: [OrchardPlot(id: "North 1", trees: nil)])]

    var body: some View {
        TabView {
            List($trees, selection: $chosenTree) { $tree in
                Toggle(tree.variety, isOn: $tree.isPruned)
                    .badge(tree.crates)
            }
            .badgeProminence(.increased)
            .tabItem { Label("Trees", systemImage: "tree") }

            List($trees, selection: $chosenTrees) { $tree in
                Stepper("\(tree.variety): \(tree.crates)", value: $tree.crates)
            }
            .tabItem { Label("Crates", systemImage: "shippingbox") }

            List($varieties, id: \.self, selection: $chosenVariety) { $variety in
                TextField("Variety", text: $variety)
            }
            .tabItem { Label("Varieties", systemImage: "leaf") }

            List($varieties, id: \.self) { $variety in
                Text(variety)
            }
            .tabItem { Label("Names", systemImage: "textformat") }

            List($varieties, id: \.self, editActions: .all) { $variety in
                Text(variety)
            }
            .tabItem { Label("Edit", systemImage: "pencil") }

            List {
                Section("Rows") {
                    ForEach($varieties, id: \.self, editActions: .delete) { $variety in
                        Text(variety)
                    }
                }
                .listSectionSeparatorTint(.green)
                DisclosureGroup("Pruning notes", isExpanded: $showsNotes) {
                    Text("Cut back the water shoots")
                }
                .disclosureGroupStyle(TreeTagStyle())
                DisclosureGroup("Frost") {
                    Text("Fleece the blossom")
                }
                .disclosureGroupStyle(.automatic)
            }
            .tabItem { Label("Notes", systemImage: "note.text") }

            Table(trees) {
                TableColumn("Variety", value: \.variety)
                TableColumnForEach(weeks) { week in
                    TableColumn(week.label) { tree in
                        Text("\(tree.crates)")
                    }
                    .alignment(.numeric)
                }
                TableColumn("Pruned") { tree in
                    Text(tree.isPruned ? "Yes" : "No")
                }
                .alignment(.center)
            }
            .tableColumnHeaders(.hidden)
            .tabItem { Label("Table", systemImage: "tablecells") }

            Table(trees, columnCustomization: $columns) {
                TableColumn("Variety", value: \.variety)
                    .customizationID("variety")
                    .disabledCustomizationBehavior(.all)
                TableColumn("Crates") { tree in
                    Text("\(tree.crates)")
                }
                .customizationID("crates")
                .defaultVisibility(.hidden)
            }
            .onAppear { columns[visibility: "crates"] = .visible }
            .tabItem { Label("Columns", systemImage: "rectangle.split.3x1") }

            Table(plots, children: \.trees, selection: $chosenPlots) {
                TableColumn("Plot", value: \.id)
            }
            .tabItem { Label("Plots", systemImage: "map") }

            Table(of: FruitTree.self) {
                TableColumn("Variety", value: \.variety)
            } rows: {
                DisclosureTableRow(trees[0], isExpanded: $showsSecondRow) {
                    TableRow(trees[1])
                }
            }
            .tabItem { Label("Rows", systemImage: "list.bullet.indent") }

            Table(of: OrchardPlot.self) {
                TableColumn("Plot", value: \.id)
            } rows: {
                OutlineGroup(plots, children: \.trees)
            }
            .tabItem { Label("Outline", systemImage: "list.triangle") }

            List($plots, children: \.trees) { $plot in
                TextField(plot.id, text: $plot.note)
            }
            .tabItem { Label("Plot notes", systemImage: "square.and.pencil") }

            List {
                OutlineGroup($plots, id: \.id, children: \.trees) { $plot in
                    TextField(plot.id, text: $plot.note)
                }
            }
            .tabItem { Label("Outline notes", systemImage: "note") }
        }
    }
}
