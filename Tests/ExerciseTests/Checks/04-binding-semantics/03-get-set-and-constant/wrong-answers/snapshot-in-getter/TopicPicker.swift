// wrong: reads the set once, when the binding is made, and returns that answer forever
// rejected-by: derived-writes-say-what-they-mean
// misconception: A getter that returns an answer computed when the binding was made is frozen; compute the answer
// misconception: inside `get:` so that it is read every time.
// misconception-ja: バインディングを作ったときに計算した答えを返すゲッターは凍っています。答えは `get:`
// misconception-ja: の中で計算し、毎回読むようにします。
// lesson: #derived-bindings
// The screen looks right because each new body makes new bindings; a binding kept from before (a child
// view's, a button's) still answers with the old value.

import MiniUI

/// The topics a reader can follow.
enum Topic: String, CaseIterable, Identifiable {
    case swift, design, music

    var id: Self { self }
    var title: String { rawValue.capitalized }
}

extension Binding where Value == Set<Topic> {
    /// A switch for one topic, derived from a binding to the whole set: it is on while the set contains
    /// the topic; setting it to true inserts the topic, setting it to false removes it.
    ///
    ///     Toggle("Swift", isOn: $followed.contains(.swift))
    func contains(_ topic: Topic) -> Binding<Bool> {
        let isFollowed = wrappedValue.contains(topic)
        return Binding<Bool>(
            get: { isFollowed },
            set: { isFollowed in
                if isFollowed {
                    wrappedValue.insert(topic)
                } else {
                    wrappedValue.remove(topic)
                }
            }
        )
    }
}

/// A list of topics to follow, with a switch for all of them at once.
struct TopicPicker: View {
    @State private var followed: Set<Topic>

    init(following: Set<Topic> = []) {
        _followed = State(initialValue: following)
    }

    var body: some View {
        Form {
            Text(summary)
            Toggle(
                "All topics",
                isOn: Binding(
                    get: { followed.count == Topic.allCases.count },
                    set: { followsAll in followed = followsAll ? Set(Topic.allCases) : [] }
                )
            )
            ForEach(Topic.allCases) { topic in
                Toggle(topic.title, isOn: $followed.contains(topic))
            }
        }
    }

    private var summary: String {
        let titles = Topic.allCases.filter(followed.contains).map(\.title)
        return titles.isEmpty ? "Following nothing" : "Following " + titles.joined(separator: ", ")
    }
}
