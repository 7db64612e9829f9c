// wrong: the topic binding's setter starts from a copy of the set taken when the binding was made
// rejected-by: kept-switches-read-the-set-now
// misconception: A setter must start from the set as it is when it is written: a copy taken when the binding was
// misconception: made is the past, and writing it back through a switch kept from before undoes every change made
// misconception: elsewhere since. Read `wrappedValue` inside `set:`, change it, and write it back.
// misconception-ja: セッターは書き込むときの集合から始めなければなりません。バインディングを作ったときに取ったコピーは
// misconception-ja: 過去の値で、前から持っていたスイッチを通してそれを書き戻すと、その後よそで起きた変更をすべて
// misconception-ja: 取り消してしまいます。`set:` の中で `wrappedValue` を読み、変えてから書き戻します。
// lesson: #derived-bindings
// On screen each body makes new switches from the set as it is, so the copy is always fresh there; only a
// switch that was kept while the set changed elsewhere writes back the past.

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
        let followedWhenMade = wrappedValue
        return Binding<Bool>(
            get: { wrappedValue.contains(topic) },
            set: { isFollowed in
                wrappedValue =
                    isFollowed ? followedWhenMade.union([topic]) : followedWhenMade.subtracting([topic])
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
