// wrong: the setter inserts the topic and ignores false
// rejected-by: a-switch-follows-and-unfollows
// misconception: The setter receives `false` as well as `true`; ignoring `false` means a followed topic can never be
// misconception: unfollowed.
// misconception-ja: セッターには `true` だけでなく `false` も届きます。`false` を無視すると、
// misconception-ja: フォローしたトピックを二度と外せません。
// lesson: #derived-bindings
// Following works; unfollowing writes false, which this setter drops, so a followed topic stays followed.

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
        Binding<Bool>(
            get: { wrappedValue.contains(topic) },
            set: { isFollowed in
                if isFollowed {
                    wrappedValue.insert(topic)
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
