// wrong: keeps `.constant(wrappedValue.contains(topic))`, a binding that ignores every write
// rejected-by: a-switch-follows-and-unfollows
// misconception: `.constant(…)` compiles wherever a binding goes and drops every write, so no topic switch can move;
// misconception: derive a binding whose setter writes through `self`.
// misconception-ja: `.constant(…)` はバインディングが入るところならどこでもコンパイルでき、
// misconception-ja: 書き込みをすべて捨てるので、トピックのスイッチは動けません。`self`
// misconception-ja: を通して書き込むセッターを持つ派生バインディングを作ります。
// lesson: #a-constant-binding
// It compiles, since a constant is a Binding<Bool> too; but the switches write into nothing, so no topic
// switch ever moves.

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
        .constant(wrappedValue.contains(topic))
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
