// wrong: leaves the "All topics" switch as a constant
// rejected-by: a-switch-follows-and-unfollows
// misconception: A constant binding has the right type, so it compiles, but it ignores every write: the "All topics"
// misconception: switch needs a binding whose setter changes `followed`.
// misconception-ja: 定数のバインディングは型が合うのでコンパイルできますが、書き込みをすべて無視します。「All
// misconception-ja: topics」のスイッチには、セッターが `followed` を変えるバインディングが必要です。
// lesson: #a-constant-binding
// Each topic switch works, but the switch for all of them shows the right value and never moves.

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
            Toggle("All topics", isOn: .constant(followed.count == Topic.allCases.count))
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
