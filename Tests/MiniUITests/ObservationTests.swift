import MiniUI
import Testing

private final class Library: ObservableObject {
    @Published var count = 0
    var unpublished = 0
}

private struct StateObjectScreen: View {
    @StateObject private var library = Library()
    var body: some View {
        Text("Books: \(library.count), notes: \(library.unpublished)")
        Button("Add book") { library.count += 1 }
        Button("Add note") { library.unpublished += 1 }
    }
}

private struct ObservedScreen: View {
    @ObservedObject var library: Library
    var body: some View {
        Text("Books: \(library.count)")
        Button("Add book") { library.count += 1 }
    }
}

@Observable
private final class Shelf {
    var books = 0
    var magazines = 0
}

private struct BooksView: View {
    let shelf: Shelf
    var body: some View { Text("Books: \(shelf.books)") }
}

private struct MagazinesView: View {
    let shelf: Shelf
    var body: some View { Text("Magazines: \(shelf.magazines)") }
}

private struct ShelfScreen: View {
    let shelf: Shelf
    var body: some View {
        BooksView(shelf: shelf)
        MagazinesView(shelf: shelf)
        Button("Add book") { shelf.books += 1 }
    }
}

private struct BindableEditor: View {
    @Bindable var settings: Settings
    var body: some View {
        Toggle("Sync", isOn: $settings.sync)
        Text(settings.sync ? "Syncing" : "Local")
    }
}

@Observable
private final class Settings {
    var sync = false
}

@MainActor
@Suite("Host: observable objects")
struct ObservationTests {
    @Test("@StateObject re-renders on @Published changes, and only then")
    func stateObject() {
        let host = ViewHost(StateObjectScreen())
        _ = host.takeRenderLog()
        host.tap("Add note")
        #expect(host.takeRenderLog() == [], "an unpublished property announces nothing")
        host.tap("Add book")
        #expect(host.takeRenderLog() == ["StateObjectScreen"])
        #expect(host.texts.first == "Books: 1, notes: 1")
    }

    @Test("@StateObject keeps one instance while its view keeps its identity")
    func stateObjectIsMadeOnce() {
        struct Outer: View {
            @State var tick = 0
            var body: some View {
                Text("Tick \(tick)")
                StateObjectScreen()
                Button("Tick") { tick += 1 }
            }
        }
        let host = ViewHost(Outer())
        host.tap("Add book")
        host.tap("Tick")
        #expect(host.texts.contains("Books: 1, notes: 0"))
    }

    @Test("@ObservedObject re-renders when the object publishes")
    func observedObject() {
        let library = Library()
        let host = ViewHost(ObservedScreen(library: library))
        host.tap("Add book")
        #expect(host.texts.first == "Books: 1")
        library.count = 5
        #expect(host.texts.first == "Books: 5")
    }

    @Test("@Observable re-renders only the views that read the changed property")
    func observableIsFineGrained() {
        let host = ViewHost(ShelfScreen(shelf: Shelf()))
        _ = host.takeRenderLog()
        host.tap("Add book")
        #expect(host.takeRenderLog() == ["BooksView"])
        #expect(host.texts == ["Books: 1", "Magazines: 0", "Add book"])
    }

    @Test("@Bindable makes bindings to an @Observable object's properties")
    func bindable() {
        let settings = Settings()
        let host = ViewHost(BindableEditor(settings: settings))
        host.toggle("Sync")
        #expect(settings.sync)
        #expect(host.texts.last == "Syncing")
    }
}
