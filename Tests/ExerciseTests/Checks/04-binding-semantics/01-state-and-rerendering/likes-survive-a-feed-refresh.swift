// check: runs
// The likes belong to the post's place on screen, not to the PostView value: when the feed around it runs
// its body again and makes a new PostView value, the count is kept. (An object made in a property's
// default value, `@ObservedObject var counter = LikeCounter()`, is made again with every new value.)
import MiniUI

@testable import Exercise04_1

struct Feed: View {
    @State private var refreshes = 0

    var body: some View {
        Text("Refreshed \(refreshes) times")
        PostView(title: "Binding, decided")
        Button("Refresh") { refreshes += 1 }
    }
}

let host = ViewHost(Feed())
host.tap("Like")
host.tap("Like")
print(host.texts)
host.tap("Refresh")
print(host.texts)
host.tap("Like")
print(host.texts)

/* expected output:
["Refreshed 0 times", "Binding, decided", "2 likes", "Like", "Refresh"]
["Refreshed 1 times", "Binding, decided", "2 likes", "Like", "Refresh"]
["Refreshed 1 times", "Binding, decided", "3 likes", "Like", "Refresh"]
*/
