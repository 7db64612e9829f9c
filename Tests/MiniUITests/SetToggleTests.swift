import MiniUI
import Testing

/// Two switches: one whose binding stores what it is given, one whose setter flips whatever it is given.
private struct Switchboard: View {
    @State private var stored = false
    @State private var flipped = false

    var body: some View {
        VStack {
            Toggle("Stored", isOn: $stored)
            Toggle("Flipped", isOn: Binding(get: { flipped }, set: { _ in flipped.toggle() }))
        }
    }
}

@MainActor
@Suite("Host: setting a toggle to a value")
struct SetToggleTests {
    @Test("setting a toggle to the value it shows writes that value through its binding")
    func setWritesTheValue() {
        let host = ViewHost(Switchboard())
        host.set(toggle: "Stored", to: true)
        #expect(host.isOn("Stored"))
        host.set(toggle: "Stored", to: true)
        #expect(host.isOn("Stored"), "writing the shown value again keeps it")
        host.set(toggle: "Stored", to: false)
        #expect(!host.isOn("Stored"))
    }

    @Test("a setter that flips instead of storing shows when the value written is the one shown")
    func flippingSetterIsSeen() {
        let host = ViewHost(Switchboard())
        host.toggle("Flipped")
        #expect(host.isOn("Flipped"), "a tap cannot tell a flipping setter from a storing one")
        host.set(toggle: "Flipped", to: true)
        #expect(!host.isOn("Flipped"), "writing true flipped it off")
    }

    @Test("a toggle's binding is read now, its shown value when its view last ran")
    func bindingValueAsksTheGetter() {
        let lamp = Lamp()
        let host = ViewHost(Toggle("Lamp", isOn: Binding(get: { lamp.isLit }, set: { lamp.isLit = $0 })))
        lamp.isLit = true
        #expect(host.bindingValue(ofToggle: "Lamp") == true)
        #expect(!host.isOn("Lamp"), "nothing the host watches changed, so the switch still shows off")
        let frozen = lamp.isLit
        let stale = ViewHost(Toggle("Lamp", isOn: Binding(get: { frozen }, set: { lamp.isLit = $0 })))
        lamp.isLit = false
        #expect(stale.bindingValue(ofToggle: "Lamp") == true, "a getter that returns a captured copy")
        #expect(ViewHost(Toggle("Fixed", isOn: .constant(false))).bindingValue(ofToggle: "Fixed") == false)
    }
}

private final class Lamp {
    var isLit = false
}
