// 06.4's lesson: a body declared as a TupleView whose types are not in the order of the block's statements.
import MiniUI

struct NoticeBanner: View {
    let title: String
    var body: TupleView<(Button<Text>, Text)> {
        Text(title)  // expected-error {{cannot convert value of type 'Text' to expected argument type 'Button<Text>'}}
        Button("Dismiss") {}
    }
}
