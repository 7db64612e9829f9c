// A library branch's catalogue: the navigation symbols audited against iOS 18's documentation (tabs with
// custom labels, asset images and empty labels, conditions and loops in a tab builder, tab customization
// and placement, the sidebar's header and footer, a split view's preferred compact column, detail links,
// and a navigation path saved as its codable representation).
import Foundation
import MiniUI

enum Shelf: String, Hashable, CaseIterable, Identifiable, Codable {
    case fiction, history, science, maps
    var id: String { rawValue }
}

struct Loan: Hashable, Codable {
    var title: String
    var dueInDays: Int
}

struct BranchTabs: View {
    @AppStorage("branch-tabs") private var customization: TabViewCustomization
    @State private var selected: Shelf = .fiction
    @State private var showsMaps = false

    var body: some View {
        TabView(selection: $selected) {
            Tab(value: Shelf.fiction) {
                Text("Novels on loan")
            } label: {
                Label("Fiction", systemImage: "book")
            }
            .customizationID("branch.fiction")
            .customizationBehavior(.disabled, for: .sidebar, .tabBar)

            Tab("History", image: "quill", value: Shelf.history) {
                Text("Chronicles")
            }
            .defaultVisibility(.hidden, for: .tabBar)
            .tabPlacement(.pinned)

            TabSection("Reading room") {
                ForEach([Shelf.science]) { shelf in
                    Tab(shelf.rawValue.capitalized, systemImage: "atom", value: shelf) {
                        Text("Journals")
                    }
                }
                if showsMaps {
                    Tab("Maps", systemImage: "map", value: Shelf.maps) {
                        Text("Atlases")
                    }
                } else {
                    Tab(value: Shelf.maps) {
                        Text("Maps are in storage")
                    }
                    .hidden()
                }
            }
            .customizationID("branch.reading-room")
            .sectionActions {
                Button("Suggest a shelf") {}
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
        .defaultAdaptableTabBarPlacement(.sidebar)
        .tabViewSidebarHeader {
            Text("Harbour Street Library")
        }
        .tabViewSidebarFooter {
            Text("Open until eight")
        }
        .tabViewSidebarBottomBar {
            Button("Reset layout") { customization.resetVisibility() }
        }
    }
}

struct QuietRoomTabs: View {
    @Environment(\.tabBarPlacement) private var placement
    @Environment(\.isTabBarShowingSections) private var showsSections

    var body: some View {
        TabView {
            Tab {
                Text("Silent study")
            } label: {
                Text("Study")
            }
            Tab("Lockers", image: "locker") {
                Text(placement == .sidebar || showsSections ? "Lockers by row" : "Lockers 1–40")
            }
            Tab {
                Text("Unlabelled corner")
            }
        }
    }
}

struct LoanDesk: View {
    @State private var columns = NavigationSplitViewVisibility.all
    @State private var compactColumn = NavigationSplitViewColumn.sidebar
    @State private var path = NavigationPath()
    @State private var saved: Data?

    var body: some View {
        NavigationSplitView(columnVisibility: $columns, preferredCompactColumn: $compactColumn) {
            List(Shelf.allCases) { shelf in
                NavigationLink(shelf.rawValue, value: shelf)
                    .isDetailLink(false)
            }
        } detail: {
            NavigationStack(path: $path) {
                Button("Save the trail") {
                    if let codable = path.codable {
                        saved = try? JSONEncoder().encode(codable)
                    }
                }
                Button("Restore the trail") {
                    if let saved,
                        let codable = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: saved)
                    {
                        path = NavigationPath(codable)
                    }
                }
                .navigationDestination(for: Loan.self) { loan in
                    Text("\(loan.title), due in \(loan.dueInDays) days")
                }
            }
        }
    }
}

struct RenewalsDesk: View {
    @SceneStorage("renewal-tabs") private var customization: TabViewCustomization
    @State private var column = NavigationSplitViewColumn.detail

    var body: some View {
        NavigationSplitView(
            columnVisibility: .constant(.doubleColumn), preferredCompactColumn: $column
        ) {
            Text("Members")
        } content: {
            Text("Loans")
        } detail: {
            Text("Renewal")
        }
        .onAppear {
            customization.resetSectionOrder()
            customization.resetSectionOrder(for: "branch.reading-room")
            _ = customization[sectionID: "branch.reading-room"]
        }
    }
}
