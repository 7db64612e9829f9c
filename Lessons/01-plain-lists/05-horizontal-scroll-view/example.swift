// The picture of this lesson (example.png): the feed of its example, which scrolls down, with 8 points
// between the cards and 8 before the first. `swift run puzzles dev pictures 01.5` draws it again.
import MiniUI

struct Post: Identifiable {
    let id: Int
    let title: String
}

struct PostCard: View {
    let post: Post
    init(_ post: Post) { self.post = post }
    var body: some View {
        Text(post.title)
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.yellow)
            .cornerRadius(12)
    }
}

let posts = [
    Post(id: 1, title: "Spring timetable is out"),
    Post(id: 2, title: "Night buses on route 7"),
    Post(id: 3, title: "Ferry tickets go digital"),
    Post(id: 4, title: "New stop at Harbour Lane"),
]

struct Feed: View {
    var body: some View {
        // shown: begin
        ScrollView {
            LazyVStack(spacing: 8) {
                ForEach(posts) { post in PostCard(post) }
            }
            .padding(.vertical, 8)
        }
        // shown: end
    }
}

_ = ViewHost(Feed())
