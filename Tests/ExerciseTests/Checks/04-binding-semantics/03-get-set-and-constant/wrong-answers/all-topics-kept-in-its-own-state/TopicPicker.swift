// wrong: "All topics" keeps a Bool of its own in @State beside the set, written only when it is flipped itself
// rejected-by: all-topics-follows-each-topic
// misconception: A second `@State` that says what the set already says is a second source of truth: it moves only
// misconception: when its own switch is flipped, so following every topic one by one leaves "All topics" off.
// misconception: Store nothing for it; derive it from the set in `get:`.
// misconception-ja: 集合がすでに表していることを別の `@State` にも持つと、信頼できる情報源（source of truth）が
// misconception-ja: 2 つになります。それは自分のスイッチを切り替えたときしか変わらないので、トピックを 1 つずつ
// misconception-ja: すべてフォローしても「All topics」はオフのままです。何も保存せず、`get:` の中で集合から導きます。
// lesson: #a-binding-is-a-computed-property
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
    ///
    /// Like a computed property, the new binding stores nothing: its getter asks this binding for the set
    /// each time, and its setter writes a changed set back through it, so the owner of the set (a
    /// `@State`, say) sees the change and its readers run again. The setter uses the value it is given
    /// rather than flipping membership, so writing `true` twice leaves the topic followed.
    func contains(_ topic: Topic) -> Binding<Bool> {
        Binding<Bool>(
            get: { wrappedValue.contains(topic) },
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
    @State private var followsAll = false

    init(following: Set<Topic> = []) {
        _followed = State(initialValue: following)
    }

    var body: some View {
        Form {
            Text(summary)
            Toggle(
                "All topics",
                isOn: Binding(
                    get: { followsAll },
                    set: { newValue in
                        followsAll = newValue
                        followed = newValue ? Set(Topic.allCases) : []
                    }
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
