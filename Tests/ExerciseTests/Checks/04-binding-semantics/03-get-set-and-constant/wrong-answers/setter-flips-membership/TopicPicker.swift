// wrong: the setter flips the topic in or out, whatever value it is given
// rejected-by: derived-writes-say-what-they-mean
// misconception: A setter must use the value it is given: flipping membership looks right for taps, but writing
// misconception: `true` to a followed topic unfollows it.
// misconception-ja: セッターは渡された値を使わなければなりません。
// misconception-ja: フォローの有無を反転させるとタップでは正しく見えますが、フォロー中のトピックに `true`
// misconception-ja: を書き込むとフォローが外れます。
// lesson: #derived-bindings
// A user's flip always writes the opposite of what is shown, so the switches seem to work; but writing `true`
// to a followed topic unfollows it.

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
            set: { _ in
                wrappedValue.formSymmetricDifference([topic])
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
