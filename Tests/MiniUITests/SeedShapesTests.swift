import MiniUI
import Testing

// The API shapes the source articles use, written afresh, compiled against MiniUI and rendered.

private struct Song: Identifiable, Equatable {
    let id: Int
    let name: String
}

private let songs = [Song(id: 7, name: "Blue"), Song(id: 9, name: "Green")]

// MARK: A ForEach-like container with both initializers, over any random-access collection

private struct BareList<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    var body: some View {
        List {
            ForEach(data, id: id) { element in
                content(element).listRowSeparator(.hidden).listRowInsets(EdgeInsets())
            }
        }
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}

extension BareList where Data.Element: Identifiable, ID == Data.Element.ID {
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

// MARK: A horizontal scroller whose Identifiable initializer carries its own where clause

private struct Carousel<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 16) {
                ForEach(data, id: id) { content($0) }
            }
            .padding(.horizontal, 16)
        }
    }
}

extension Carousel {
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, Data.Element.ID == ID {
        self.init(data, id: \.id, content: content)
    }
}

// MARK: Numbering rows through an indexed collection and a composed key path

private struct Numbered<Base: RandomAccessCollection>: RandomAccessCollection {
    typealias Element = (index: Base.Index, element: Base.Element)
    let base: Base
    var startIndex: Base.Index { base.startIndex }
    var endIndex: Base.Index { base.endIndex }
    func index(after i: Base.Index) -> Base.Index { base.index(after: i) }
    func index(before i: Base.Index) -> Base.Index { base.index(before: i) }
    subscript(position: Base.Index) -> Element { (position, base[position]) }
}

private struct NumberedRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    var body: some View {
        let rows = Numbered(base: data)
        let rowID = (\Numbered<Data>.Element.element).appending(path: id)
        ForEach(rows, id: rowID) { index, element in
            HStack {
                Text("\(data.distance(from: data.startIndex, to: index) + 1).")
                content(element)
            }
        }
    }
}

// MARK: A key-path-driven data-loading property wrapper

private enum LoadState<Value: Equatable>: Equatable {
    case loading(skeleton: Value?)
    case success(Value)
    case failure(String)
}

private struct Catalog {
    var songs: [Song] { MainActor.assumeIsolated { songsSource } }
}

@MainActor private var songsSource = songs

@propertyWrapper
private struct Fetch<Value: Equatable>: DynamicProperty {
    @State private var state: LoadState<Value> = .loading(skeleton: nil)
    private let keyPath: KeyPath<Catalog, Value>

    init(_ keyPath: KeyPath<Catalog, Value>) {
        self.keyPath = keyPath
    }

    var wrappedValue: LoadState<Value> { state }

    /// Main-actor isolated: the wrapper is not Sendable, so its async work stays with the view.
    @MainActor
    func load() async {
        await Task.yield()
        state = .success(Catalog()[keyPath: keyPath])
    }
}

private struct SongsScreen: View {
    @Fetch(\.songs) private var songs

    var body: some View {
        Group {
            switch songs {
            case .loading: Text("Loading…")
            case .success(let songs): ForEach(songs) { Text($0.name) }
            case .failure(let message): Text(message)
            }
        }
        .task { await _songs.load() }
    }
}

// MARK: The same screen as an ObservableObject

@MainActor
private final class SongStore: ObservableObject {
    @Published private(set) var state: LoadState<[Song]> = .loading(skeleton: nil)

    func load() async {
        await Task.yield()
        state = .success(songs)
    }
}

private struct StoreScreen: View {
    @StateObject private var store = SongStore()

    var body: some View {
        Group {
            switch store.state {
            case .loading: Text("Loading…")
            case .success(let songs): ForEach(songs) { Text($0.name) }
            case .failure(let message): Text(message)
            }
        }
        .task { await store.load() }
    }
}

@MainActor
@Suite("The articles' API shapes")
struct SeedShapesTests {
    @Test("a plain-list container accepts Identifiable data, an id key path, slices and ranges")
    func bareList() {
        _ = BareList(songs) { Text($0.name) }
        _ = BareList(["a", "b"], id: \.self) { Text($0) }
        _ = BareList(songs[1...]) { song in
            if song.id > 0 { Text(song.name) }
        }
        let screen = ViewHost(BareList(0..<2, id: \.self) { Text("\($0)") }).screen
        #expect(screen.hasPrefix("List [style: .plain, minRowHeight: 0]"))
        #expect(screen.contains("row id: 1 [separator: .hidden, insets: EdgeInsets()]"))
    }

    @Test("a horizontal scroller offers both initializers")
    func carousel() {
        let screen = ViewHost(Carousel(songs) { Text($0.name) }).screen
        #expect(
            screen.hasPrefix(
                "ScrollView(.horizontal, showsIndicators: false)\n  LazyHStack(spacing: 16).padding(.horizontal, 16)"))
        _ = Carousel(["x"], id: \.self) { Text($0) }
    }

    @Test("rows numbered through an indexed collection keep the caller's ids, even for a slice")
    func numberedRows() {
        let slice = songs[1...]
        let view = NumberedRows(data: slice, id: \.id) { Text($0.name) }
        #expect(
            ViewHost(view).screen == """
                ForEach
                  row id: 9
                    HStack
                      Text("1.")
                      Text("Green")
                """)
    }

    @Test("a key-path-driven property wrapper holding @State loads through .task")
    func fetchWrapper() async {
        let host = ViewHost(SongsScreen())
        #expect(host.texts == ["Loading…"])
        await host.runTasks()
        #expect(host.texts == ["Blue", "Green"])
    }

    @Test("the same screen as an ObservableObject with @Published and @StateObject")
    func observableObjectScreen() async {
        let host = ViewHost(StoreScreen())
        #expect(host.texts == ["Loading…"])
        await host.runTasks()
        #expect(host.texts == ["Blue", "Green"])
    }
}
