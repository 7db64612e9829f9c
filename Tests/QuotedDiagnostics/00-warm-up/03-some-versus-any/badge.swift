// 00.3's lesson: a badge that returns different views from a `some View` function; `some View` hides its type; the
// card before it is generic.
import MiniUI

// expected-error@+1 {{function declares an opaque return type 'some View', but the return statements in its body do not have matching underlying types}}
func unreadBadge(count: Int) -> some View {
    if count == 0 {
        return EmptyView()  // expected-note {{return statement has underlying type 'EmptyView'}}
    }
    return Text("\(count)")  // expected-note {{return statement has underlying type 'Text'}}
}

func title() -> some View { Text("Inbox") }

let text: Text = title()  // expected-error {{cannot convert value of type 'some View' to specified type 'Text'}}

struct Card: View {
    var body: some View { Text("card") }
}

let card: Card<Text>? = nil  // expected-error {{cannot specialize non-generic type 'Card'}}
