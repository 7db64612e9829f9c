// 00.3's lesson: a badge that returns `any View` moves the problem to every caller.
import MiniUI

func unreadBadge(count: Int) -> any View { count == 0 ? EmptyView() : Text("\(count)") }

struct Inbox: View {
    var body: some View {
        // expected-error@+2 {{type 'any View' cannot conform to 'View'}}
        // expected-note@+1 {{only concrete types such as structs, enums and classes can conform to protocols}}
        VStack {
            unreadBadge(count: 3)
        }
    }
}
