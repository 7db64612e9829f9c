import MiniUI
import Testing

// The behaviours that SwiftUI's binding lessons are about, decided by the host.

private final class ToggleModel: Identifiable {
    let id: Int
    var isEnabled = false
    init(id: Int) { self.id = id }
}

private final class PublishedToggle: ObservableObject, Identifiable {
    let id: Int
    @Published var isEnabled = false
    init(id: Int) { self.id = id }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Text("Count: \(count)")
        Button("Increment") { count += 1 }
    }
}

private struct Parent: View {
    @State var isOn = false
    var body: some View {
        Text(isOn ? "On" : "Off")
        Switch(isOn: $isOn)
    }
}

private struct Switch: View {
    @Binding var isOn: Bool
    var body: some View {
        Toggle("Power", isOn: $isOn)
    }
}

private struct ClassRows: View {
    @State var toggles: [ToggleModel]
    var body: some View {
        ForEach(toggles) { toggle in
            Toggle("Row \(toggle.id)", isOn: Binding(get: { toggle.isEnabled }, set: { toggle.isEnabled = $0 }))
        }
        Button("Add") { toggles.append(ToggleModel(id: toggles.count + 1)) }
    }
}

private struct PublishedRows: View {
    @State var toggles = [PublishedToggle(id: 1)]
    var body: some View {
        ForEach(toggles) { toggle in
            Text("Row \(toggle.id): \(toggle.isEnabled)")
        }
        Button("Enable") { toggles[0].isEnabled = true }
    }
}

private struct Editable: Identifiable {
    let id: Int
    var isOn = false
}

private struct EditableRows: View {
    @State var items = [Editable(id: 1), Editable(id: 2)]
    var body: some View {
        ForEach($items) { $item in
            Toggle("Item \(item.id)", isOn: $item.isOn)
        }
        Text("On: \(items.filter(\.isOn).map(\.id))")
    }
}

@MainActor
@Suite("Host: State and Binding")
struct HostTests {
    @Test("a @State change re-renders its owner")
    func stateRerenders() {
        let host = ViewHost(Counter())
        #expect(host.takeRenderLog() == ["Counter"])
        host.tap("Increment")
        #expect(host.texts == ["Count: 1", "Increment"])
        #expect(host.takeRenderLog() == ["Counter"])
    }

    @Test("a @Binding passed to a child updates the parent's text")
    func bindingUpdatesParent() {
        let host = ViewHost(Parent())
        host.toggle("Power")
        #expect(host.screen == "Text(\"On\")\nToggle(\"Power\", isOn: true)")
        #expect(host.isOn("Power"))
    }

    @Test("a .constant(true) toggle never changes")
    func constantNeverChanges() {
        let host = ViewHost(Toggle("Locked", isOn: .constant(true)))
        host.toggle("Locked")
        host.toggle("Locked")
        #expect(host.isOn("Locked"))
    }

    @Test("Binding(get:set:) over a class property changes the value but does not re-render")
    func classBindingDoesNotRerender() {
        let first = ToggleModel(id: 1)
        let host = ViewHost(ClassRows(toggles: [first]))
        _ = host.takeRenderLog()
        host.toggle("Row 1")
        #expect(first.isEnabled, "the binding wrote to the object")
        #expect(host.takeRenderLog() == [])
        #expect(host.screen.contains("Toggle(\"Row 1\", isOn: false)"), "the screen is stale")
        host.tap("Add")
        #expect(host.takeRenderLog() == ["ClassRows"])
        #expect(host.screen.contains("Toggle(\"Row 1\", isOn: true)"), "an append re-renders, showing the new value")
        #expect(host.screen.contains("Toggle(\"Row 2\", isOn: false)"))
    }

    @Test("mutating a @Published property of a class in a @State array does not re-render")
    func publishedInStateArrayDoesNotRerender() {
        let host = ViewHost(PublishedRows())
        _ = host.takeRenderLog()
        host.tap("Enable")
        #expect(host.takeRenderLog() == [])
        #expect(host.texts == ["Row 1: false", "Enable"])
    }

    @Test("ForEach($items) writes each row's edits back to the source of truth")
    func forEachBindingWritesBack() {
        let host = ViewHost(EditableRows())
        host.toggle("Item 2")
        #expect(host.texts.last == "On: [2]")
        host.toggle("Item 1")
        #expect(host.texts.last == "On: [1, 2]")
        #expect(host.isOn("Item 1") && host.isOn("Item 2"))
    }

    @Test("State follows a ForEach row's id, not its position")
    func stateFollowsIdentity() {
        struct Row: View {
            let name: String
            @State var taps = 0
            var body: some View { Button("\(name) \(taps)") { taps += 1 } }
        }
        struct Rows: View {
            @State var names = ["a", "b"]
            var body: some View {
                ForEach(names, id: \.self) { Row(name: $0) }
                Button("Reverse") { names.reverse() }
                Button("Drop first") { names.removeFirst() }
            }
        }
        let host = ViewHost(Rows())
        host.tap("b 0")
        host.tap("Reverse")
        #expect(host.texts == ["b 1", "a 0", "Reverse", "Drop first"])
        host.tap("Drop first")
        #expect(host.texts == ["a 0", "Reverse", "Drop first"])
    }

    @Test("a view's state is discarded when it leaves the screen")
    func stateResetsWhenRemoved() {
        struct Tapper: View {
            @State var taps = 0
            var body: some View { Button("Taps \(taps)") { taps += 1 } }
        }
        struct Screen: View {
            @State var shows = true
            var body: some View {
                if shows { Tapper() }
                Button("Flip") { shows.toggle() }
            }
        }
        let host = ViewHost(Screen())
        host.tap("Taps 0")
        host.tap("Flip")
        host.tap("Flip")
        #expect(host.texts.first == "Taps 0")
    }

    @Test("State(initialValue:) in an initializer and a derived Binding")
    func initialValueAndDerivedBinding() {
        struct Stepper: View {
            @State private var value: Int
            init(start: Int) { _value = State(initialValue: start) }
            var body: some View {
                let text = Binding<String>(get: { String(value) }, set: { value = Int($0) ?? value })
                Text(text.wrappedValue)
                Button("Set 42") { text.wrappedValue = "42" }
            }
        }
        let host = ViewHost(Stepper(start: 7))
        #expect(host.texts == ["7", "Set 42"])
        host.tap("Set 42")
        #expect(host.texts == ["42", "Set 42"])
    }

    @Test("body counts add up every evaluation, whether or not the log was taken")
    func bodyCounts() {
        let host = ViewHost(Counter())
        _ = host.takeRenderLog()
        host.tap("Increment")
        host.tap("Increment")
        #expect(host.bodyCounts == ["Counter": 3])
        #expect(host.takeRenderLog() == ["Counter", "Counter"])
    }

    @Test("a child whose inputs did not change is not asked for its body again")
    func unchangedChildIsSkipped() {
        struct Label: View {
            let title: String
            var body: some View { Text(title) }
        }
        struct Screen: View {
            @State var count = 0
            var body: some View {
                Label(title: "Fixed")
                Label(title: "Count \(count)")
                Button("More") { count += 1 }
            }
        }
        let host = ViewHost(Screen())
        _ = host.takeRenderLog()
        host.tap("More")
        #expect(host.takeRenderLog() == ["Screen", "Label"])
    }

    @Test("a child holding a binding runs again when its parent hands it one with a different value")
    func bindingChildFollowsItsValue() {
        final class Store: ObservableObject {
            @Published var items = [Editable(id: 1), Editable(id: 2)]
        }
        struct Row: View {
            @Binding var item: Editable
            var body: some View { Toggle("Item \(item.id)", isOn: $item.isOn) }
        }
        struct Screen: View {
            @StateObject var store = Store()
            var body: some View {
                ForEach($store.items) { $item in
                    Row(item: $item)
                }
                Button("Switch 2") { store.items[1].isOn.toggle() }
            }
        }
        let host = ViewHost(Screen())
        _ = host.takeRenderLog()
        host.tap("Switch 2")
        #expect(host.isOn("Item 2"), "the row shows the store's new value")
        #expect(host.takeRenderLog() == ["Screen", "Row[id: 2]"], "only the row whose value changed runs again")
        host.toggle("Item 1")
        #expect(host.isOn("Item 1"))
        #expect(host.takeRenderLog() == ["Screen", "Row[id: 1]"])
    }
}
