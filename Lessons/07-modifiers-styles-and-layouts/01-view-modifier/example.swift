// The picture of this lesson (example.png): a field guide with two collapsible sections, before and after a tap
// on the first one's title. Only that section's modifier runs its body again. `swift run puzzles dev pictures 07.1`
// draws it again.
import MiniUI

// shown: begin
struct Collapsible: ViewModifier {
    let title: String
    @State private var isOpen = true

    func body(content: Content) -> some View {
        VStack {
            Button(title) { isOpen.toggle() }
            if isOpen { content }
        }
    }
}
// shown: end

struct Entry: View {
    let text: String
    var body: some View { Text(text) }
}

struct FieldGuide: View {
    var body: some View {
        VStack {
            Entry(text: "Oak: lobed leaves, acorns").modifier(Collapsible(title: "Trees"))
            Entry(text: "Robin: red breast, sings at dawn").modifier(Collapsible(title: "Birds"))
        }
    }
}

let host = ViewHost(FieldGuide())
host.tap("Trees")
