// 00.3's lesson: a card that keeps its content as `any View`, and uses it in its body's view builder.
// prints: error: type 'any View' cannot conform to 'View' [#ProtocolTypeNonConformance]
// prints: note: required by static method 'buildBlock' where 'each Content' = 'any View'
import MiniUI

struct Card: View {
    let title: String
    let content: any View
    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
            // expected-error@+2 {{type 'any View' cannot conform to 'View'}}
            // expected-note@+1 {{only concrete types such as structs, enums and classes can conform to protocols}}
            content
        }
    }
}
