import Foundation
import MiniUI
import Testing

@Observable
private final class Kayak: Identifiable {
    let id = 4
    var isBooked = false
}

private struct KayakShed: View {
    @State private var rackNumber = 2
    @State private var kayak = Kayak()

    var body: some View {
        let rack: Binding<Int?> = Binding($rackNumber)
        let anyRack: Binding<AnyHashable> = Binding($rackNumber)
        VStack {
            Text("Rack \(rackNumber)")
            Button("Clear rack") { rack.wrappedValue = nil }
            Button("Rack 5") { rack.wrappedValue = 5 }
            Button("Rack 6 as any") { anyRack.wrappedValue = AnyHashable(6) }
            Button("Rack as text") { anyRack.wrappedValue = AnyHashable("seven") }
            BookingSwitch(isBooked: $kayak.isBooked)
        }
        .defaultAppStorage(.standard)
    }
}

private struct BookingSwitch: View {
    @Binding var isBooked: Bool

    var body: some View {
        Toggle("Booked", isOn: $isBooked)
    }
}

@MainActor
@Suite("Data and storage audited against iOS 18's documentation")
struct AuditedDataTests {
    @Test("a binding projected to an optional or to AnyHashable writes its base, and ignores what it cannot write")
    func projections() {
        let host = ViewHost(KayakShed())
        #expect(host.texts.first == "Rack 2")
        host.tap("Rack 5")
        #expect(host.texts.first == "Rack 5")
        host.tap("Clear rack")
        #expect(host.texts.first == "Rack 5")
        host.tap("Rack 6 as any")
        #expect(host.texts.first == "Rack 6")
        host.tap("Rack as text")
        #expect(host.texts.first == "Rack 6")
    }

    @Test("a child's @Binding still reaches its source now that Binding is a dynamic property")
    func bindingAsDynamicProperty() {
        let host = ViewHost(KayakShed())
        host.toggle("Booked")
        #expect(host.bindingValue(ofToggle: "Booked") == true)
        #expect(host.screen.contains(".defaultAppStorage"))
    }

    @Test("a binding keeps the transaction it is given, its derived bindings carry it, and a setter is given one")
    func transactions() {
        let log = TripLog()
        let plain = Binding(get: { log.trip }, set: { log.trip = $0 })
        #expect(plain.transaction.animation == nil)
        let animated = plain.animation(.easeIn)
        #expect(animated.transaction.animation != nil)
        #expect(plain.transaction.animation == nil)
        #expect(animated.paddlers.transaction.animation != nil)
        let quiet = animated.transaction(Transaction())
        #expect(quiet.transaction.animation == nil)
        let tracked = Binding(
            get: { log.trip },
            set: { value, transaction in
                log.received = transaction
                log.trip = value
            })
        tracked.paddlers.wrappedValue = 3
        #expect(log.trip.paddlers == 3)
        #expect(log.received != nil)
        #expect(Bindable(Kayak()).id == 4)
    }
}

private struct Trip {
    var paddlers = 1
}

@MainActor
private final class TripLog {
    var trip = Trip()
    var received: Transaction?
}
