import Foundation
import MiniUI
import MiniUIPreview

@testable import MiniUI

struct Planet: Identifiable {
    let id: Int
    let name: String
}

let planets = [Planet(id: 1, name: "Mercury"), Planet(id: 2, name: "Venus"), Planet(id: 3, name: "Earth")]

/// A list in the plain style with no insets or separators, as module 01 builds it.
func plainPlanetList() -> some View {
    List {
        ForEach(planets) { planet in
            Text(planet.name)
                .listRowInsets(.init())
                .listRowSeparator(.hidden)
        }
    }
    .environment(\.defaultMinListRowHeight, 0)
    .listStyle(.plain)
}

func defaultPlanetList() -> some View {
    List(planets) { Text($0.name) }
}

/// Twelve 80-point swatches in a horizontal scroll view: wider than the phone.
func swatchShelf() -> some View {
    ScrollView(.horizontal, showsIndicators: false) {
        LazyHStack(spacing: 16) {
            ForEach(0..<12, id: \.self) { number in
                Text("Swatch \(number)").frame(width: 80, height: 60)
            }
        }
        .padding(.horizontal, 16)
    }
}

struct CounterTitle: View {
    let title: String
    var body: some View { Text(title).font(.headline) }
}

struct CounterValue: View {
    let value: Int
    var body: some View { Text("\(value) taps") }
}

/// A counter whose title never changes: a tap re-renders the counter and its value, not its title.
struct TapCounter: View {
    @State private var taps = 0
    var body: some View {
        VStack(spacing: 8) {
            CounterTitle(title: "Counter")
            CounterValue(value: taps)
            Button("Tap") { taps += 1 }
        }
    }
}

/// Where a test's frames go: a fresh file in the temporary folder.
func temporaryFile(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("miniui-preview-\(UUID().uuidString)-\(name)")
}

/// Mounts `view` with snapshots on, lets `drive` act as its user, and returns the frames its host wrote.
@MainActor
func frames<V: View>(of view: V, drive: (ViewHost) -> Void = { _ in }) -> [Snapshots.Frame] {
    let file = temporaryFile("frames")
    defer { try? FileManager.default.removeItem(at: file) }
    let previous = Snapshots.file
    Snapshots.file = file.path
    let host = ViewHost(view)
    Snapshots.file = previous
    drive(host)
    let number = host.snapshots?.host
    return Snapshots.read(file).filter { $0.host == number }
}
