import MiniUI
import Testing

private struct ShelfNameKey: EnvironmentKey {
    static let defaultValue = "Unnamed"
}

extension EnvironmentValues {
    fileprivate var shelfName: String {
        get { self[ShelfNameKey.self] }
        set { self[ShelfNameKey.self] = newValue }
    }
}

private struct ShelfLabel: View {
    @Environment(\.shelfName) private var name
    var body: some View { Text(name) }
}

@Observable
private final class Account {
    var name = "guest"
}

private struct AccountLabel: View {
    @Environment(Account.self) private var account
    var body: some View { Text(account.name) }
}

@MainActor
@Suite("Host: environment and lifecycle")
struct EnvironmentAndLifecycleTests {
    @Test("an environment value set with .environment reaches descendants only")
    func environmentReachesDescendantsOnly() {
        let view = VStack {
            ShelfLabel()
            VStack { ShelfLabel() }.environment(\.shelfName, "Fiction")
            ShelfLabel()
        }
        #expect(ViewHost(view).texts == ["Unnamed", "Fiction", "Unnamed"])
    }

    @Test("changing an environment value re-renders the views below")
    func environmentChange() {
        struct Screen: View {
            @State var name = "A"
            var body: some View {
                ShelfLabel().environment(\.shelfName, name)
                Button("Rename") { name = "B" }
            }
        }
        let host = ViewHost(Screen())
        host.tap("Rename")
        #expect(host.texts.first == "B")
    }

    @Test("@Environment(Type.self) reads an observable object placed with .environment(object)")
    func environmentObject() {
        let account = Account()
        let host = ViewHost(AccountLabel().environment(account))
        #expect(host.texts == ["guest"])
        account.name = "kim"
        #expect(host.texts == ["kim"])
    }

    @Test("onAppear runs once when a view appears; .task runs when the host runs tasks")
    func lifecycle() async {
        struct Loader: View {
            @State var status = "idle"
            @State var appearances = 0
            var body: some View {
                Text("\(status), appeared \(appearances)")
                    .onAppear { appearances += 1 }
                    .task {
                        await Task.yield()
                        status = "loaded"
                    }
            }
        }
        let host = ViewHost(Loader())
        #expect(host.texts == ["idle, appeared 1"])
        await host.runTasks()
        #expect(host.texts == ["loaded, appeared 1"])
    }

    @Test("a disabled button does nothing")
    func disabled() {
        struct Screen: View {
            @State var taps = 0
            var body: some View {
                Button("Tap \(taps)") { taps += 1 }.disabled(true)
            }
        }
        let host = ViewHost(Screen())
        host.tap("Tap 0")
        #expect(host.texts == ["Tap 0"])
    }
}

@MainActor
@Suite("Runtime warnings")
struct RuntimeWarningTests {
    @Test("reading @State outside an installed view warns in SwiftUI's words and gives the initial value")
    func stateOutsideView() {
        struct Holder: View {
            @State var value = 3
            var body: some View { Text("\(value)") }
        }
        let before = RuntimeWarnings.emitted.count
        let holder = Holder()
        #expect(holder.value == 3)
        holder.value = 9
        #expect(holder.value == 3)
        let warnings = RuntimeWarnings.emitted.dropFirst(before)
        #expect(
            warnings.contains(
                "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
            ))
    }

    @Test("a host that makes its view counts the warnings emitted while the view was made")
    func warningsWhileMakingTheView() {
        struct Preset: View {
            @State private var level = 1
            init(level: Int) {
                self.level = level  // lost: the state is not installed yet, as SwiftUI warns
            }
            var body: some View { Text("Level \(level)") }
        }
        let host = ViewHost { Preset(level: 5) }
        #expect(host.texts == ["Level 1"])
        #expect(
            host.warnings == [
                "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
            ])
    }

    @Test("ForEach warns about a duplicate id, naming it")
    func duplicateIDs() {
        let host = ViewHost(ForEach(["a", "b", "a"], id: \.self) { Text($0) })
        #expect(
            host.warnings == [
                "ForEach<Array<String>, String, Text>: the ID a occurs multiple times within the collection, this will give undefined results!"
            ])
        #expect(host.texts == ["a", "b", "a"])
    }
}
