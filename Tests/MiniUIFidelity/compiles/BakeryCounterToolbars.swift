// A bakery counter's order screens: the toolbar symbols audited against iOS 18's documentation
// (customizable toolbars and their items' behaviours, items hidden until added, a labelled item group,
// title menus, and removing the sidebar toggle).
import MiniUI

struct OrderCounter: View {
    @State private var showsAllergens = false
    @State private var order: [String] = []

    var body: some View {
        NavigationStack {
            List(order, id: \.self) { item in
                Text(item)
            }
            .navigationTitle("Counter")
            .toolbar(id: "counter") {
                ToolbarItem(id: "add", placement: .topBarTrailing) {
                    Button("Add loaf") { order.append("Sourdough") }
                }
                .customizationBehavior(.disabled)
                ToolbarItem(id: "clear", placement: .bottomBar, showsByDefault: false) {
                    Button("Clear") { order.removeAll() }
                }
                .defaultCustomization(.hidden, options: .alwaysAvailable)
                if showsAllergens {
                    ToolbarItem(id: "allergens", placement: .bottomBar) {
                        Toggle("Allergens", isOn: $showsAllergens)
                    }
                    .customizationBehavior(.reorderable)
                }
                ToolbarTitleMenu {
                    Button("Print ticket") {}
                }
            }
            .toolbarRole(.editor)
        }
    }
}

struct OvenRota: View {
    var body: some View {
        NavigationStack {
            Text("Ovens 1–3")
                .toolbar {
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Preheat") {}
                        Button("Vent") {}
                    } label: {
                        Label("Oven", systemImage: "flame")
                    }
                    ToolbarTitleMenu()
                    ToolbarItem(id: "timer", placement: .topBarLeading) {
                        Button("Timer") {}
                    }
                    ToolbarItem(id: "notes", placement: .topBarLeading) {
                        Button("Notes") {}
                    }
                }
                .toolbarTitleDisplayMode(.inlineLarge)
        }
    }
}

struct BakeryShelves: View {
    var body: some View {
        NavigationSplitView {
            List(["Breads", "Pastries"], id: \.self) { shelf in
                Text(shelf)
            }
            .toolbar(removing: .sidebarToggle)
        } detail: {
            Text("Pick a shelf")
                .toolbar(removing: .title)
                .toolbar(removing: nil)
        }
    }
}
