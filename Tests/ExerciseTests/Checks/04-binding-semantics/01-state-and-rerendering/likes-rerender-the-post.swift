// check: runs, preview
// A tap on "Like" changes what the post shows, and the render log names the bodies that ran again: the
// post (it read the likes) and the like count (its input changed), but not the headline, whose title is
// the same as before.
import MiniUI

@testable import Exercise04_1

let host = ViewHost(PostView(title: "Binding, decided"))
print(host.screen)
print("first render:", host.takeRenderLog())

host.tap("Like")
print(host.texts)
print("after a like:", host.takeRenderLog())

host.tap("Like")
print(host.texts)
print("after another:", host.takeRenderLog())

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
