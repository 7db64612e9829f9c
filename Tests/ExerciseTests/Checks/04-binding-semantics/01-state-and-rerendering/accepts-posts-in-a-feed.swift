// check: compiles
// A post is made from a title alone, in a ForEach like any other view, and its two parts can be used on
// their own.
import MiniUI

@testable import Exercise04_1

struct Timeline: View {
    let titles: [String]

    var body: some View {
        VStack {
            ForEach(titles, id: \.self) { title in
                PostView(title: title)
            }
            Headline(title: "End of the timeline")
            LikeCount(likes: 0)
        }
    }
}
