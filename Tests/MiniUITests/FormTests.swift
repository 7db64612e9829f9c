import MiniUI
import Testing

private enum Roast: String, CaseIterable, Identifiable {
    case light, medium, dark
    var id: Self { self }
}

private struct BrewSettings: View {
    @State private var name = ""
    @State private var pin = ""
    @State private var roast = Roast.medium
    @State private var cups = 2
    @State private var strength = 0.5
    @State private var brewAt = Date(timeIntervalSince1970: 0)
    @State private var log: [String] = []

    var body: some View {
        Form {
            Section("Brew") {
                TextField("Name", text: $name)
                SecureField("PIN", text: $pin)
                Picker("Roast", selection: $roast) {
                    ForEach(Roast.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.segmented)
                Stepper("Cups: \(cups)", value: $cups, in: 1...4)
                Slider(value: $strength, in: 0...1, step: 0.25) { Text("Strength") }
                DatePicker("Brew at", selection: $brewAt, displayedComponents: .hourAndMinute)
            }
            Section {
                LabeledContent("Summary", value: "\(cups) cups, \(roast.rawValue)")
                Label("Fresh", systemImage: "leaf")
                DisclosureGroup("Log") {
                    ForEach(log, id: \.self) { Text($0) }
                }
            }
        }
        .onChange(of: roast) { old, new in log.append("\(old.rawValue) → \(new.rawValue)") }
    }
}

@MainActor
@Suite("Forms and controls")
struct FormTests {
    @Test("each control shows its value and the host can set it")
    func controls() {
        let host = ViewHost(BrewSettings())
        host.enter("Morning", into: "Name")
        host.enter("1234", into: "PIN")
        host.select("Dark", in: "Roast")
        for cups in 2...4 { host.increment("Cups: \(cups)") }
        host.slide("Strength", to: 0.6)
        host.pick(Date(timeIntervalSince1970: 3600), in: "Brew at")
        let screen = host.screen
        #expect(screen.contains("TextField(\"Name\", text: \"Morning\")"))
        #expect(screen.contains("SecureField(\"PIN\", text: \"••••\")"))
        #expect(screen.contains("Picker(\"Roast\", selection: \"Dark\").pickerStyle(.segmented)"))
        #expect(screen.contains("Stepper(\"Cups: 4\", value: 4)"))
        #expect(screen.contains("Slider(\"Strength\", value: 0.5, in: 0...1)"))
        #expect(screen.contains("DatePicker(\"Brew at\", selection: 1970-01-01T01:00:00Z)"))
        #expect(screen.contains("LabeledContent(\"Summary\", value: \"4 cups, dark\")"))
        #expect(screen.contains("Label(\"Fresh\", systemImage: \"leaf\")"))
    }

    @Test("onChange runs with the old and new value after the change; a disclosure group opens")
    func onChangeAndDisclosure() {
        let host = ViewHost(BrewSettings())
        host.select("Light", in: "Roast")
        #expect(host.screen.contains("DisclosureGroup(\"Log\") [collapsed]"))
        host.toggle("Log")
        #expect(host.texts.contains("medium → light"))
    }
}

private struct Counter: View {
    let value: Int
    var body: some View { Text("value \(value)") }
}

private struct ChangeWatcherScreen: View {
    @State private var value = 0
    @State private var unrelated = 0
    @State private var seen: [String] = []
    @State private var showsSheet = false
    @State private var closed = 0

    var body: some View {
        VStack {
            Counter(value: value)
                .onChange(of: value, initial: true) { old, new in seen.append("\(old)>\(new)") }
            Button("Bump") { value += 1 }
            Button("Other") { unrelated += 1 }
            Button("Show") { showsSheet = true }
            Button("Hide") { showsSheet = false }
            Text("seen \(seen.joined(separator: " ")) closed \(closed) other \(unrelated)")
        }
        .sheet(isPresented: $showsSheet, onDismiss: { closed += 1 }, content: { Text("sheet") })
    }
}

@MainActor
@Suite("Change watchers")
struct ChangeWatcherTests {
    @Test("onChange on a view with a body runs once per change, and initial only once")
    func onChangeOnComposite() {
        let host = ViewHost(ChangeWatcherScreen())
        host.tap("Other")
        host.tap("Bump")
        host.tap("Other")
        #expect(host.texts.last == "seen 0>0 0>1 closed 0 other 2")
    }

    @Test("onDismiss runs when the app itself sets the binding to false")
    func onDismissFromBinding() {
        let host = ViewHost(ChangeWatcherScreen())
        host.tap("Show")
        host.tap("Hide")
        #expect(host.texts.last == "seen 0>0 closed 1 other 0")
    }
}
