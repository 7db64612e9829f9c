// check: runs
// Two rows bound to the same state are two views of one value: flipping either moves both, and the owner
// sees every change. A row that keeps a copy moves alone.
// varies: the two rows' titles and which row is flipped, how many times, in which order
import MiniUI

@testable import Exercise04_2

let titles = Vary.value("row titles", ["Sync", "Sync over cellular"]) { random in
    random.element(of: [["Backup", "Backup on battery"], ["Upload", "Upload photos"], ["Alerts", "Alerts at night"]])
}
let flips = Vary.value("rows flipped", [0, 1]) { random in
    (0..<random.int(in: 3...5)).map { _ in random.int(in: 0...1) }
}

struct SyncSettings: View {
    @State private var sync = false

    var body: some View {
        Text(sync ? "Syncing" : "Not syncing")
        SettingRow(titles[0], isOn: $sync)
        SettingRow(titles[1], isOn: $sync)
    }
}

let host = ViewHost(SyncSettings())
for row in flips {
    host.toggle(titles[row])
    print(host.screen)
}

/* expected output:
Text("Syncing")
Toggle("Sync", isOn: true)
Toggle("Sync over cellular", isOn: true)
Text("Not syncing")
Toggle("Sync", isOn: false)
Toggle("Sync over cellular", isOn: false)
*/
