// A greenhouse's sensor tiles: a view modifier with state of its own, a button style chosen with a leading dot, and
// a preference that carries the thirstiest beds up to the screen that lists them.
import MiniUI

struct SensorTile: ViewModifier {
    let title: String
    @State private var isExpanded = false

    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            Button(title) { isExpanded.toggle() }
            if isExpanded {
                content
            }
        }
        .padding(8)
    }
}

extension View {
    func sensorTile(_ title: String) -> some View {
        modifier(SensorTile(title: title))
    }
}

struct SprinklerButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isPressed ? "sprinkler.and.droplets.fill" : "sprinkler.and.droplets")
            configuration.label
        }
        .padding(6)
        .foregroundStyle(configuration.role == .destructive ? Color.red : Color.green)
        .scaleEffect(configuration.isPressed ? 0.96 : 1)
    }
}

extension ButtonStyle where Self == SprinklerButtonStyle {
    static var sprinkler: SprinklerButtonStyle { SprinklerButtonStyle() }
}

struct DriestBedKey: PreferenceKey {
    static let defaultValue: Int? = nil

    static func reduce(value: inout Int?, nextValue: () -> Int?) {
        guard let next = nextValue() else { return }
        value = min(value ?? next, next)
    }
}

struct GreenhouseTiles: View {
    let moistures = [41, 18, 63]
    @State private var driest: Int?

    var body: some View {
        VStack {
            Text(driest.map { "Driest bed: \($0)%" } ?? "No readings")
            VStack {
                ForEach(moistures, id: \.self) { moisture in
                    Text("\(moisture)%")
                        .preference(key: DriestBedKey.self, value: moisture)
                        .sensorTile("Bed")
                }
            }
            .onPreferenceChange(DriestBedKey.self) { driest = $0 }
            Button("Sprinkle all") {}
            Button("Close valves", role: .destructive) {}
        }
        .buttonStyle(.sprinkler)
    }
}
