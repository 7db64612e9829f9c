import MiniUI
import Testing

private final class Pantry: ObservableObject {
    @Published var jars = 3
}

private struct JarCount: View {
    @EnvironmentObject private var pantry: Pantry
    var body: some View {
        Stepper("Jars: \(pantry.jars)", value: $pantry.jars)
    }
}

private struct PantryScreen: View {
    @StateObject private var pantry = Pantry()
    @AppStorage("pantry.units") private var metric = true
    @FocusState private var searching: Bool
    @State private var text = ""
    @State private var loads: [Int] = []

    var body: some View {
        VStack {
            JarCount()
            Toggle("Metric", isOn: $metric)
            TextField("Find", text: $text).focused($searching)
            Text(searching ? "searching" : "idle")
            Text("loads \(loads.map(String.init).joined(separator: ","))")
        }
        .environmentObject(pantry)
        .task(id: pantry.jars) { await MainActor.run { loads.append(pantry.jars) } }
    }
}

@MainActor
@Suite("Data flow")
struct DataFlowTests {
    @Test("an environment object reaches a descendant, which re-renders when it publishes")
    func environmentObject() {
        let host = ViewHost(PantryScreen())
        host.increment("Jars: 3")
        #expect(host.texts.contains("Jars: 4"))
    }

    @Test("AppStorage keeps its value across hosts, in memory")
    func appStorage() {
        AppStorage<Bool>.resetStandardStore()
        let first = ViewHost(PantryScreen())
        first.toggle("Metric")
        let second = ViewHost(PantryScreen())
        #expect(second.isOn("Metric") == false)
        AppStorage<Bool>.resetStandardStore()
    }

    @Test("typing into a focusable field focuses it")
    func focus() {
        let host = ViewHost(PantryScreen())
        #expect(host.texts.contains("idle"))
        host.enter("jam", into: "Find")
        #expect(host.texts.contains("searching"))
    }

    @Test("task(id:) runs when the view appears and again when the id changes")
    func taskID() async {
        let host = ViewHost(PantryScreen())
        await host.runTasks()
        host.increment("Jars: 3")
        await host.runTasks()
        #expect(host.texts.contains("loads 3,4"))
    }

    @Test("a view reading an environment object no ancestor supplied is SwiftUI's error")
    func missingObjectMessage() {
        // Not run (it stops the program): the message is SwiftUI's.
        #expect(Bool(true))
    }
}

private struct Drawer: View {
    @State private var isOpen = true
    @State private var closings = 0

    var body: some View {
        VStack {
            if isOpen {
                Text("contents").onDisappear { closings += 1 }
            }
            Button("Toggle drawer") { isOpen.toggle() }
            Text("closed \(closings)")
        }
    }
}

@MainActor
@Suite("Lifecycle")
struct DisappearTests {
    @Test("onDisappear runs once when its view leaves the screen")
    func onDisappear() {
        let host = ViewHost(Drawer())
        host.tap("Toggle drawer")
        #expect(host.texts.contains("closed 1"))
        host.tap("Toggle drawer")
        host.tap("Toggle drawer")
        #expect(host.texts.contains("closed 2"))
    }
}

private struct Parcel {
    var label: String
    var note: String?
}

private struct ParcelEditor: View {
    @State var parcel: Parcel

    var body: some View {
        Text(parcel.label)
        if let note = Binding($parcel.note) {
            TextField("Note", text: note)
            Button("Remove note") { parcel.note = nil }
        } else {
            Button("Add note") { parcel.note = "" }
        }
        Text("note: \(parcel.note ?? "none")")
    }
}

@MainActor
@Suite("Bindings into optionals")
struct OptionalBindingTests {
    @Test("Binding(_:) of a nil optional is nil; of a value, a binding that writes into the optional")
    func unwrapsAnOptional() {
        let host = ViewHost(ParcelEditor(parcel: Parcel(label: "Lamp", note: nil)))
        #expect(host.texts.contains("Add note"))
        host.tap("Add note")
        host.enter("Fragile", into: "Note")
        #expect(host.texts.contains("note: Fragile"))
        host.tap("Remove note")
        #expect(host.texts.contains("note: none"))
        #expect(host.texts.contains("Add note"))
    }
}

@Observable
private final class Kettle {
    var temperature = 20
}

private struct KettleGauge: View {
    @Environment(Kettle.self) private var kettle
    var body: some View {
        Text("\(kettle.temperature) °C")
        Button("Heat") { kettle.temperature += 10 }
    }
}

private struct SpareGauge: View {
    @Environment(Kettle.self) private var kettle: Kettle?
    var body: some View {
        Text(kettle.map { "\($0.temperature) °C" } ?? "no kettle")
    }
}

private struct KitchenScreen: View {
    @State private var kettle = Kettle()
    var body: some View {
        KettleGauge()
            .environment(kettle)
        SpareGauge()
    }
}

@MainActor
@Suite("Observable objects in the environment")
struct ObservableEnvironmentTests {
    @Test("@Environment(Model.self) reads what .environment(model) placed, and follows the properties it read")
    func readsThePlacedObject() {
        let host = ViewHost(KitchenScreen())
        #expect(host.texts.contains("20 °C"))
        host.tap("Heat")
        #expect(host.texts.contains("30 °C"))
    }

    @Test("an optional @Environment(Model.self) reads nil where no ancestor placed one")
    func optionalReadsNil() {
        let host = ViewHost(KitchenScreen())
        #expect(host.texts.contains("no kettle"))
    }
}
