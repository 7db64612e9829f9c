// check: runs
// A like runs the post's body again, since the post read its likes, and the new number reaches the count below
// it: first which bodies a like ran, then what the count shows. (A count that keeps its own copy of the likes in
// `@State` runs too, and goes on showing its first value.)
import MiniUI

@testable import Exercise04_1

let host = ViewHost(PostView(title: "Lists, identified"))
_ = host.takeRenderLog()
host.tap("Like")
print("bodies a like ran:", host.takeRenderLog())
print("the count shows:", host.texts.first { $0.hasSuffix("like") || $0.hasSuffix("likes") } ?? "no count")

/* expected output:
bodies a like ran: ["PostView", "LikeCount"]
the count shows: 1 like
*/
