// 00.3's lesson: a card whose body is declared `any View`.
import MiniUI

// expected-error@+1 {{type 'Card' does not conform to protocol 'View'}}
struct Card: View {
    // expected-note@+1 {{cannot infer 'Body' = 'any View' because 'any View' as a type cannot conform to protocols; did you mean to use an opaque result type?}}
    var body: any View { Text("plain") }
}
