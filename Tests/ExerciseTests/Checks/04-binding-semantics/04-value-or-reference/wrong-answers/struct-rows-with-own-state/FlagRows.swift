// wrong: keeps FlagObject a struct and gives each row a @State copy to switch
// rejected-by: rows-write-to-the-shared-objects

import MiniUI

struct FlagRows: View {
    let flags: [FlagObject]

    var body: some View {
        ForEach(flags) { flag in
            FlagRow(flag: flag)
        }
    }
}

struct FlagRow: View {
    let name: String
    @State private var isEnabled: Bool

    init(flag: FlagObject) {
        self.name = flag.name
        self._isEnabled = State(initialValue: flag.isEnabled)
    }

    var body: some View {
        Toggle(name, isOn: $isEnabled)
    }
}
