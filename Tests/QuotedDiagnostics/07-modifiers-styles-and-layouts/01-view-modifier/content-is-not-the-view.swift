// 07.1's lesson: a modifier whose body takes the view it is meant for, instead of `Content`.
// prints: note: protocol requires nested type 'Body'
import MiniUI

// expected-error@+2 {{type 'Overdue' does not conform to protocol 'ViewModifier'}}
// expected-note@+1 {{add stubs for conformance}}
struct Overdue: ViewModifier {
    let days: Int
    func body(content: Text) -> some View { content }
}
