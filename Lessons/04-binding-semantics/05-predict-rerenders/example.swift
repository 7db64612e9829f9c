// The picture of this lesson (example.png): the scoreboard of its example. Between the first screen and the
// tap, Ada's points change in her object (no state is written, no frame); the tap on "New player" runs
// Scoreboard's body, whose Text reads the new points, while PointsBadge is skipped and keeps the old ones.
// `swift run puzzles dev pictures 04.5` draws it again.
import MiniUI

final class Player: Identifiable {
    let name: String
    var points = 0
    var id: String { name }
    init(name: String, points: Int = 0) {
        self.name = name
        self.points = points
    }
}

struct PointsBadge: View {
    let player: Player
    var body: some View { Text("badge: \(player.points)").font(.subheadline) }
}

// shown: begin
struct Scoreboard: View {
    @State private var players: [Player]      // Player is a class
    var body: some View {
        ForEach(players) { player in
            Text("\(player.name): \(player.points)")   // built by Scoreboard's body
            PointsBadge(player: player)                // a view of its own
        }
        Button("New player") { players.append(Player(name: "Kim")) }
    }
}
// shown: end

extension Scoreboard {
    init(starting players: [Player]) { _players = State(initialValue: players) }
}

let ada = Player(name: "Ada", points: 3)
let host = ViewHost(Scoreboard(starting: [ada]))
ada.points = 5
host.tap("New player")
