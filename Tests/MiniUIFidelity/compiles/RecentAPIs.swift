// A feed screen using APIs from recent SDKs: item-driven navigation, redaction while loading,
// two-level foreground styles, bar visibility and numeric transitions.
import MiniUI

struct Post: Identifiable, Hashable {
    let id: Int
    var body: String
    var likes: Int
    var posted: Date
}

@MainActor
final class FeedModel: ObservableObject {
    @Published var posts: [Post] = []
    @Published var isLoading = true

    func load() async {
        posts = [Post(id: 1, body: "First!", likes: 3, posted: .now)]
        isLoading = false
    }
}

struct FeedScreen: View {
    @StateObject private var model = FeedModel()
    @State private var opened: Post?

    var body: some View {
        NavigationStack {
            List {
                ForEach(model.posts) { post in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(post.body)
                            Text(post.posted, style: .relative)
                                .font(.caption)
                            Text(post.posted.formatted(date: .abbreviated, time: .shortened))
                        }
                        Spacer()
                        Image(systemName: "heart.fill")
                            .symbolRenderingMode(.palette)
                            .foregroundStyle(.red, .pink)
                        Text("\(post.likes)")
                            .contentTransition(.numericText())
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { opened = post }
                }
            }
            .redacted(reason: model.isLoading ? .placeholder : [])
            .refreshable { await model.load() }
            .task { await model.load() }
            .navigationDestination(item: $opened) { post in
                Text(post.body)
                    .toolbar(.hidden, for: .tabBar)
            }
            .toolbarBackground(.visible, for: .navigationBar)
            .preferredColorScheme(.dark)
        }
    }
}
