import MiniUI
import Testing

// The API shapes the source articles are about, proved with the kit's own models, names and data:
// a greenhouse of seedlings and a panel of lamps.

private struct Seedling: Identifiable, Equatable {
    let id: Int
    let species: String
}

private let tray = [Seedling(id: 7, species: "Fennel"), Seedling(id: 9, species: "Sorrel")]

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

// MARK: A horizontal shelf whose Identifiable initializer carries its own where clause

private struct Shelf<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
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

extension Shelf {
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, Data.Element.ID == ID {
        self.init(data, id: \.id, content: content)
    }
}

// MARK: Numbering rows through an indexed collection and a composed key path

private struct Counted<Base: RandomAccessCollection>: RandomAccessCollection {
    typealias Element = (index: Base.Index, element: Base.Element)
    let base: Base
    var startIndex: Base.Index { base.startIndex }
    var endIndex: Base.Index { base.endIndex }
    func index(after i: Base.Index) -> Base.Index { base.index(after: i) }
    func index(before i: Base.Index) -> Base.Index { base.index(before: i) }
    subscript(position: Base.Index) -> Element { (position, base[position]) }
}

private struct CountedRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    var body: some View {
        let rows = Counted(base: data)
        let rowID = (\Counted<Data>.Element.element).appending(path: id)
        ForEach(rows, id: rowID) { index, element in
            HStack {
                Text("\(data.distance(from: data.startIndex, to: index) + 1).")
                content(element)
            }
        }
    }
}

// MARK: A key-path-driven loading property wrapper

private enum Phase<Value: Equatable>: Equatable {
    case pending(placeholder: Value?)
    case loaded(Value)
    case failed(String)
}

private struct Greenhouse {
    var seedlings: [Seedling] { MainActor.assumeIsolated { greenhouseStock } }
}

@MainActor private var greenhouseStock = tray

@propertyWrapper
private struct Load<Value: Equatable>: DynamicProperty {
    @State private var phase: Phase<Value> = .pending(placeholder: nil)
    private let keyPath: KeyPath<Greenhouse, Value>

    init(_ keyPath: KeyPath<Greenhouse, Value>) {
        self.keyPath = keyPath
    }

    var wrappedValue: Phase<Value> { phase }

    /// Main-actor isolated: the wrapper is not Sendable, so its async work stays with the view.
    @MainActor
    func start() async {
        await Task.yield()
        phase = .loaded(Greenhouse()[keyPath: keyPath])
    }
}

private struct NurseryScreen: View {
    @Load(\.seedlings) private var stock

    var body: some View {
        Group {
            switch stock {
            case .pending: Text("Loading…")
            case .loaded(let seedlings): ForEach(seedlings) { Text($0.species) }
            case .failed(let message): Text(message)
            }
        }
        .task { await _stock.start() }
    }
}

// MARK: The same screen as an ObservableObject

@MainActor
private final class NurseryModel: ObservableObject {
    @Published private(set) var phase: Phase<[Seedling]> = .pending(placeholder: nil)

    func start() async {
        await Task.yield()
        phase = .loaded(tray)
    }
}

private struct NurseryModelScreen: View {
    @StateObject private var model = NurseryModel()

    var body: some View {
        Group {
            switch model.phase {
            case .pending: Text("Loading…")
            case .loaded(let seedlings): ForEach(seedlings) { Text($0.species) }
            case .failed(let message): Text(message)
            }
        }
        .task { await model.start() }
    }
}

// MARK: Bindings in a form: class rows through Binding(get:set:), @State array elements, sections

private final class Lamp: Identifiable {
    let id: Int
    let room: String
    var isLit: Bool

    init(id: Int, room: String, isLit: Bool) {
        self.id = id
        self.room = room
        self.isLit = isLit
    }
}

private struct LampSwitch: View {
    @Binding var isLit: Bool
    let room: String

    init(room: String, isLit: Binding<Bool>) {
        self.room = room
        self._isLit = isLit
    }

    var body: some View {
        Toggle(room, isOn: $isLit)
    }
}

private struct LampPanel: View {
    @State private var lamps: [Lamp]

    init(lamps: [Lamp]) {
        _lamps = State(initialValue: lamps)
    }

    var body: some View {
        Form(content: {
            Section(content: {
                ForEach(lamps) { lamp in
                    Toggle(
                        isOn: Binding(
                            get: { lamp.isLit },
                            set: { lamp.isLit = $0 }
                        ),
                        label: {
                            Text(lamp.room)
                        })
                }
            })
            Section(
                header: Text("By position"),
                content: {
                    ForEach(lamps.indices) { index in
                        LampSwitch(room: lamps[index].room, isLit: $lamps[index].isLit)
                    }
                })
            Section(header: Text("Constant"), footer: Text("Never changes")) {
                Toggle("Porch", isOn: .constant(true))
            }
        })
    }
}

@MainActor
@Suite("The articles' API shapes, in the kit's own words")
struct ArticleShapesTests {
    @Test("a plain-list container accepts Identifiable data, an id key path, slices and ranges")
    func bareList() {
        _ = BareList(tray) { Text($0.species) }
        _ = BareList(["a", "b"], id: \.self) { Text($0) }
        _ = BareList(tray[1...]) { seedling in
            if seedling.id > 0 { Text(seedling.species) }
        }
        let screen = ViewHost(BareList(0..<2, id: \.self) { Text("\($0)") }).screen
        #expect(screen.hasPrefix("List [style: .plain, minRowHeight: 0]"))
        #expect(screen.contains("row id: 1 [separator: .hidden, insets: EdgeInsets()]"))
    }

    @Test("a horizontal shelf offers both initializers")
    func shelf() {
        let screen = ViewHost(Shelf(tray) { Text($0.species) }).screen
        #expect(
            screen.hasPrefix(
                "ScrollView(.horizontal, showsIndicators: false)\n  LazyHStack(spacing: 16).padding(.horizontal, 16)"))
        _ = Shelf(["x"], id: \.self) { Text($0) }
    }

    @Test("rows numbered through an indexed collection keep the caller's ids, even for a slice")
    func countedRows() {
        let view = CountedRows(data: tray[1...], id: \.id) { Text($0.species) }
        #expect(
            ViewHost(view).screen == """
                ForEach
                  row id: 9
                    HStack
                      Text("1.")
                      Text("Sorrel")
                """)
    }

    @Test("a key-path-driven property wrapper holding @State loads through .task")
    func loadWrapper() async {
        let host = ViewHost(NurseryScreen())
        #expect(host.texts == ["Loading…"])
        await host.runTasks()
        #expect(host.texts == ["Fennel", "Sorrel"])
    }

    @Test("the same screen as an ObservableObject with @Published and @StateObject")
    func observableObjectScreen() async {
        let host = ViewHost(NurseryModelScreen())
        #expect(host.texts == ["Loading…"])
        await host.runTasks()
        #expect(host.texts == ["Fennel", "Sorrel"])
    }

    @Test("sections with header: and footer: arguments, class rows and @State element bindings compile and render")
    func bindingForm() {
        let host = ViewHost(
            LampPanel(lamps: [Lamp(id: 1, room: "Hall", isLit: false), Lamp(id: 2, room: "Den", isLit: true)]))
        #expect(host.screen.contains("Section(\"By position\")"))
        #expect(host.screen.contains("Section(\"Constant\") footer: Text(\"Never changes\")"))
        host.toggle("Porch")
        #expect(host.isOn("Porch"))
    }
}

private struct StitchedBadge: View {
    var body: some View {
        Circle()
            .fill(.yellow)
            .stroke(.orange, lineWidth: 3)
        RoundedRectangle(cornerRadius: 8)
            .fill(.teal)
            .strokeBorder(.white, lineWidth: 2)
        AnyShape(Capsule()).fill(.mint)
    }
}

@MainActor
@Suite("Shapes and drawing audited against iOS 18's documentation")
struct AuditedShapesTests {
    @Test("a filled shape stroked again shows both, in order; a type-erased shape shows the shape it holds")
    func shapeViews() {
        let screen = ViewHost(StitchedBadge()).screen
        #expect(screen.contains("Circle().fill(.yellow).stroke(.orange, lineWidth: 3)"))
        #expect(screen.contains(".fill(.teal).strokeBorder(.white, lineWidth: 2)"))
        #expect(screen.contains("Capsule().fill(.mint)"))
    }

    @Test("a path moved by offsetBy keeps its elements, moved; forEach gives each element")
    func pathAdditions() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        let moved = path.offsetBy(dx: 5, dy: 2)
        #expect(moved.boundingRect == CGRect(x: 5, y: 2, width: 10, height: 0))
        var elements: [Path.Element] = []
        // Path.forEach is Path's own method, not a sequence's: there is no for-in form.
        // swift-format-ignore: ReplaceForEachWithForLoop
        moved.forEach { elements.append($0) }
        #expect(elements == [.move(to: CGPoint(x: 5, y: 2)), .line(to: CGPoint(x: 15, y: 2))])
    }
}
