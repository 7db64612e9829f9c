// 06.4's lesson: `some View` hides a body's type from its callers, who may not rely on the TupleView inside.
import MiniUI

struct NoticeBanner: View {
    let title: String
    var body: some View {
        Text(title)
        Button("Dismiss") {}
    }
}

@MainActor
func readBanner() {
    // expected-error@+1 {{cannot convert value of type 'some View' to specified type 'TupleView<(Text, Button<Text>)>'}}
    let body: TupleView<(Text, Button<Text>)> = NoticeBanner(title: "Line 2 diverted").body
    _ = body
}
