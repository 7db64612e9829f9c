// check: runs
// Two rows bound to the same state are two views of one value: flipping either moves both, and the owner
// sees every change. A row that keeps a copy moves alone.
import MiniUI

@testable import Exercise04_2

struct SyncSettings: View {
    @State private var sync = false

    var body: some View {
        Text(sync ? "Syncing" : "Not syncing")
        SettingRow("Sync", isOn: $sync)
        SettingRow("Sync over cellular", isOn: $sync)
    }
}

let host = ViewHost(SyncSettings())
host.toggle("Sync")
print(host.screen)
host.toggle("Sync over cellular")
print(host.screen)

/* expected output:
Text("Syncing")
Toggle("Sync", isOn: true)
Toggle("Sync over cellular", isOn: true)
Text("Not syncing")
Toggle("Sync", isOn: false)
Toggle("Sync over cellular", isOn: false)
*/
