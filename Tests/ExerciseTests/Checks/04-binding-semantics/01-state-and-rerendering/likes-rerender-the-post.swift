// check: runs, preview
// A tap on "Like" changes what the post shows, and the render log names the bodies that ran again: the
// post (it read the likes) and the like count (its input changed), but not the headline, whose title is
// the same as before.
// varies: the post's title and how many times "Like" is tapped
import MiniUI

@testable import Exercise04_1

let title = Vary.value("title", "Binding, decided") { random in
    random.element(of: ["State, explained", "Views are values", "Who owns the data?"])
}
let likes = Vary.number("likes", 2, in: 1...5)

let host = ViewHost(PostView(title: title))
print(host.screen)
print("first render:", host.takeRenderLog())

for like in 1...likes {
    host.tap("Like")
    print(host.texts)
    print(like == 1 ? "after a like:" : "after another:", host.takeRenderLog())
}

/* expected output:
VStack
  Text("Binding, decided").font(.headline)
  Text("0 likes")
  Button("Like")
first render: ["PostView", "Headline", "LikeCount"]
["Binding, decided", "1 like", "Like"]
after a like: ["PostView", "LikeCount"]
["Binding, decided", "2 likes", "Like"]
after another: ["PostView", "LikeCount"]
*/
