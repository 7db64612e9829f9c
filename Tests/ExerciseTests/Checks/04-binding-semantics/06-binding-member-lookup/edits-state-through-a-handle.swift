// check: runs
// A handle made from a @State's binding writes through the binding, so the host sees a change to the state
// and the screen follows; SwiftUI's own `$playlist.tracks[0].isFavorite` and the handle reach the same
// place.
import MiniUI

@testable import Exercise04_6

struct Track {
    let name: String
    var isFavorite: Bool
}

struct Panel: View {
    @State private var tracks = [Track(name: "Intro", isFavorite: false), Track(name: "Encore", isFavorite: true)]

    var body: some View {
        let handle = Handle($tracks)
        Text(tracks.map { "\($0.name): \($0.isFavorite ? "starred" : "not starred")" }.joined(separator: ", "))
        Toggle("Intro", isOn: $tracks[0].isFavorite)
        Button("Unstar Encore") { handle[1].isFavorite.value = false }
        Button("Unstar Intro") { handle[0].isFavorite.value = false }
    }
}

let host = ViewHost(Panel())
host.toggle("Intro")
print(host.screen)
host.tap("Unstar Encore")
print(host.texts[0])
host.tap("Unstar Intro")
print(host.screen)

/* expected output:
Text("Intro: starred, Encore: starred")
Toggle("Intro", isOn: true)
Button("Unstar Encore")
Button("Unstar Intro")
Intro: starred, Encore: not starred
Text("Intro: not starred, Encore: not starred")
Toggle("Intro", isOn: false)
Button("Unstar Encore")
Button("Unstar Intro")
*/
