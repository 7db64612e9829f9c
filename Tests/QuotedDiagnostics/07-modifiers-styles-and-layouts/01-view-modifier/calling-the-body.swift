// 07.1's lesson: a modifier's body called with a view of one's choosing.
import MiniUI

struct Overdue: ViewModifier {
    let days: Int

    func body(content: Content) -> some View {
        HStack {
            content
            Text("\(days) days late").font(.caption)
        }
    }
}

@MainActor
func callTheBody() {
    // expected-error@+1 {{cannot convert value of type 'Text' to expected argument type 'Overdue.Content' (aka '_ViewModifier_Content<Overdue>')}}
    let late = Overdue(days: 3).body(content: Text("Dune"))
    _ = late
}
