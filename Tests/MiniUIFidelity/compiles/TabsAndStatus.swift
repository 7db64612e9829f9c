// A tabbed app shell with loading, empty and error states, menus and links.
import MiniUI

struct Bookmark: Identifiable {
    let id: Int
    let title: String
    let url: URL
}

@Observable
final class BookmarkStore {
    var bookmarks: [Bookmark] = []
    var isLoading = false
    var progress = 0.0

    func load() async {
        isLoading = true
        progress = 1
        isLoading = false
    }
}

struct AppShell: View {
    @State private var tab = 0
    @State private var store = BookmarkStore()

    var body: some View {
        TabView(selection: $tab) {
            BookmarksTab(store: store)
                .tabItem { Label("Bookmarks", systemImage: "bookmark") }
                .badge(store.bookmarks.count)
                .tag(0)
            AboutTab()
                .tabItem {
                    Image(systemName: "info.circle")
                    Text("About")
                }
                .tag(1)
        }
    }
}

struct BookmarksTab: View {
    let store: BookmarkStore
    @State private var showsSheet = false
    @State private var amount = ""

    var body: some View {
        NavigationStack {
            Group {
                if store.isLoading {
                    ProgressView("Loading…")
                } else if store.bookmarks.isEmpty {
                    ContentUnavailableView(
                        "No bookmarks", systemImage: "bookmark.slash", description: Text("Add one with the + button."))
                } else {
                    List(store.bookmarks) { bookmark in
                        Link(bookmark.title, destination: bookmark.url)
                            .contextMenu {
                                Button("Copy") {}
                                Button("Delete", role: .destructive) {}
                            }
                    }
                }
            }
            .navigationTitle("Bookmarks")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Menu {
                        Button("Sort by title") {}
                        Button("Sort by date") {}
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
            }
            .task { await store.load() }
            .sheet(isPresented: $showsSheet) {
                TextField("Amount", text: $amount)
                    .keyboardType(.decimalPad)
                    .presentationDetents([.medium, .large])
            }
        }
    }
}

struct AboutTab: View {
    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Color(red: 0.95, green: 0.95, blue: 0.97)
                .ignoresSafeArea()
            VStack(spacing: 8) {
                Text("Bookmarks").font(.system(.largeTitle, design: .rounded))
                Text("Version ") + Text("1.0").bold()
                ProgressView(value: 0.5)
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
                    .rotationEffect(.degrees(15))
                    .scaleEffect(1.2)
            }
        }
    }
}

enum ShellTab: Hashable {
    case bookmarks, about
}

struct ModernAppShell: View {
    @State private var selection: ShellTab = .bookmarks
    @State private var store = BookmarkStore()

    var body: some View {
        TabView(selection: $selection) {
            Tab("Bookmarks", systemImage: "bookmark", value: .bookmarks) {
                BookmarksTab(store: store)
            }
            Tab("About", systemImage: "info.circle", value: ShellTab.about) {
                AboutTab()
            }
        }
    }
}
