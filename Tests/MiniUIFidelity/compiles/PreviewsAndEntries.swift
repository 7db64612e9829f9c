import MiniUI

// Previews and environment entries as an app written for iOS 17 declares them: `#Preview` in its forms (with a
// name, with traits, with a previewable state) and `@Entry` for values passed down the environment.

extension EnvironmentValues {
    @Entry var harbourName: String = "North Quay"
    @Entry var tideOffset: Int? = nil
    @Entry var onMooringTap: (Int) -> Void = { _ in }  // called with the berth number
}

struct Berth: Identifiable {
    let id: Int
    var boat: String
}

struct BerthRow: View {
    let berth: Berth
    @Environment(\.harbourName) private var harbour
    @Environment(\.onMooringTap) private var onTap

    var body: some View {
        Button("\(harbour) \(berth.id): \(berth.boat)") { onTap(berth.id) }
    }
}

struct BerthList: View {
    let berths: [Berth]
    @Environment(\.tideOffset) private var tideOffset

    var body: some View {
        List(berths) { berth in
            BerthRow(berth: berth)
        }
        .overlay {
            if let tideOffset {
                Text("Tide \(tideOffset) min")
            }
        }
    }
}

#Preview {
    BerthList(berths: [Berth(id: 1, boat: "Petrel"), Berth(id: 2, boat: "Kittiwake")])
}

#Preview("South quay", traits: .sizeThatFitsLayout) {
    BerthList(berths: [Berth(id: 7, boat: "Guillemot")])
        .environment(\.harbourName, "South Quay")
        .environment(\.tideOffset, 25)
}

#Preview("Landscape", traits: .landscapeLeft, .fixedLayout(width: 600, height: 300)) {
    @Previewable @State var berths = [Berth(id: 3, boat: "Shag")]
    BerthList(berths: berths)
        .environment(\.onMooringTap) { id in berths.removeAll { $0.id == id } }
}
