// check: compiles
// With a reference type, the article's row compiles as written: a setter closure assigns to a property of
// the `let` element, and so does plain code holding a `let` to an object.
import MiniUI

@testable import Exercise04_4

struct ArticleRows: View {
    let toggles: [FlagObject]

    var body: some View {
        ForEach(toggles) { toggle in
            Toggle(
                isOn: Binding(
                    get: { toggle.isEnabled },
                    set: { toggle.isEnabled = $0 }
                ),
                label: {
                    Text(toggle.name)
                })
        }
    }
}

func enableAll(_ flags: [FlagObject]) {
    for flag in flags {
        flag.isEnabled = true
    }
    let first: FlagObject? = flags.first
    first?.isEnabled = false
    let id: String? = first?.id
    _ = id
}
