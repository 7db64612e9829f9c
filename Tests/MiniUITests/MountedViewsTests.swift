import MiniUI
import Testing

// `ViewHost.views(of:)`: the views of a type on screen, as a check holds on to them.

private struct Lamp: Identifiable {
    let room: String
    var isLit: Bool
    var id: String { room }
}

private struct LampRow: View {
    @Binding var lamp: Lamp
    var body: some View {
        Toggle(lamp.room, isOn: $lamp.isLit)
    }
}

private struct Lamps: View {
    @State var lamps = [Lamp(room: "Hall", isLit: false), Lamp(room: "Porch", isLit: true)]
    var body: some View {
        ForEach($lamps) { $lamp in
            LampRow(lamp: $lamp)
        }
        Button("Light the porch") { lamps[1].isLit = true }
        Button("Remove the hall") { lamps.removeFirst() }
    }
}

@MainActor
@Suite("Mounted views")
struct MountedViewsTests {
    @Test func theViewsOfATypeComeInScreenOrder() {
        let host = ViewHost(Lamps())
        #expect(host.views(of: LampRow.self).map(\.lamp.room) == ["Hall", "Porch"])
        #expect(host.views(of: Text.self).isEmpty)
    }

    @Test func aHeldRowsBindingReadsAndWritesTheStateAsItIsNow() {
        let host = ViewHost(Lamps())
        let held = host.views(of: LampRow.self)
        host.toggle("Porch")
        #expect(held[1].lamp.isLit == false)
        held[1].lamp.isLit = true
        #expect(host.isOn("Porch"))
        host.toggle("Hall")
        #expect(held[0].lamp.isLit)
    }

    @Test func rowsAreTakenAfterPendingChanges() {
        let host = ViewHost(Lamps())
        host.tap("Remove the hall")
        #expect(host.views(of: LampRow.self).map(\.lamp.room) == ["Porch"])
    }
}
